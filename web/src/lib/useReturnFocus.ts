import { useEffect, useRef, type RefObject } from 'react';

/** The element with the focus, unless that is nothing in particular (the page). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** The page's heading, made focusable: where the focus goes when what opened a dialog is gone. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * While `open`, remembers what had the focus when it opened (the button that opened a dialog or
 * form) and gives the focus back to it once it closes: a dialog or form removed with the focus
 * inside it (or on its disabled save button) leaves the focus on the page. `returnTo`, when given,
 * names that element (a form may open by itself, with a draft, while the focus is elsewhere).
 * A dialog opened from the address (a link to a ticket) has no opener: the page's heading takes it.
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
      // After the dialog's own focus handling, and only where it left the focus nowhere.
      window.setTimeout(() => {
        if (focusedElement()) return;
        (target?.isConnected ? target : pageHeading())?.focus();
      }, 0);
    };
  }, [open, returnTo]);
}
