import { useCallback, useState } from 'react';

/**
 * Text typed but not sent (a ticket note, a reply), kept in this browser until it is sent or
 * discarded, so leaving the page and coming back loses nothing. Each user has their own: the key
 * names the user and the record.
 */
export function draftKey(userId: string | undefined, ...record: string[]): string | null {
  return userId ? ['pmp.draft', userId, ...record].join(':') : null;
}

function readDraft(key: string | null): string {
  if (!key) return '';
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string | null, value: string) {
  if (!key) return;
  try {
    if (value.trim()) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // A browser that keeps nothing (private mode, full storage) still lets the agent type.
  }
}

/** The draft under `key` (from draftKey; null keeps it in memory only), its setter and its clearing. */
export function useDraft(key: string | null): [string, (value: string) => void, () => void] {
  const [draft, setDraft] = useState(() => ({ key, value: readDraft(key) }));
  // Another record's draft once the key changes.
  const current = draft.key === key ? draft : { key, value: readDraft(key) };
  if (current !== draft) setDraft(current);
  const setValue = useCallback(
    (value: string) => {
      writeDraft(key, value);
      setDraft({ key, value });
    },
    [key],
  );
  const clear = useCallback(() => setValue(''), [setValue]);
  return [current.value, setValue, clear];
}
