import { useCallback, useEffect, useRef } from 'react';

/** How long a screen waits after a live event before reading again: a burst of events is one read. */
export const LIVE_REFETCH_DELAY_MS = 250;

/**
 * A stable function that calls `callback` once, `delayMs` after the first call of a burst: calls
 * while it waits are folded into that one (live events: ten changes in a row read the screen once).
 */
export function useBurst(callback: () => void, delayMs = LIVE_REFETCH_DELAY_MS): () => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, delayMs);
  }, [delayMs]);
}
