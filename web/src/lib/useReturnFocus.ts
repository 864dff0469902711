import { useEffect, useRef, type RefObject } from 'react';

/** The element with the focus, unless that is nothing in particular (the page). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * While `open`, remembers what had the focus when it opened (the button that opened a dialog or
 * form) and gives the focus back to it once it closes: a dialog or form removed with the focus
 * inside it (or on its disabled save button) leaves the focus on the page. `returnTo`, when given,
 * names that element (a form may open by itself, with a draft, while the focus is elsewhere).
 */
export function useReturnFocus(open = true, returnTo?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: the dialog or form takes the focus as soon as it shows.
  if (open && !wasOpen.current) opener.current = focusedElement();
  wasOpen.current = open;
  useEffect(() => {
    if (!open) return;
    const named = returnTo?.current;
    return () => {
      const target = named ?? opener.current;
      if (!target) return;
      // After the dialog's own focus handling, and only where it left the focus nowhere.
      window.setTimeout(() => {
        if (target.isConnected && !focusedElement()) target.focus();
      }, 0);
    };
  }, [open, returnTo]);
}
