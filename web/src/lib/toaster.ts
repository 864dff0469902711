import { createToaster } from '@chakra-ui/react';

/** One toast at a time, 5000 ms, F8 focuses the notifications region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/**
 * One toast at a time: the newest replaces the one on screen (a queue would hold each new
 * message back for up to 5 s behind an older one the user has already read).
 */
function show(type: 'success' | 'error' | 'info' | 'warning', title: string, description?: string, link?: ToastLink): void {
  toaster.remove();
  toaster.create({ type, title, description, meta: link ? { link } : undefined });
}

/** A link a toast offers to what it is about ('#1234 - Boiler not working' to that ticket). */
export interface ToastLink {
  label: string;
  to: string;
}

export function showSuccess(title: string, description?: string, link?: ToastLink): void {
  show('success', title, description, link);
}

/** Something under way (neither done nor failed): the screen shows the outcome when it comes. */
export function showInfo(title: string, description?: string): void {
  show('info', title, description);
}

/** Not done yet, and not for good: it will be tried again. */
export function showWarning(title: string, description?: string): void {
  show('warning', title, description);
}

/** Error toasts use the destructive style (type "error"). */
export function showError(title: string, description?: string): void {
  show('error', title, description);
}

/**
 * Closes the toast on screen (and lets a waiting one show): for when the user has moved on to the
 * next task, so an old confirmation neither covers the form now open nor holds the next one back.
 */
export function dismissToasts(): void {
  toaster.dismiss();
}
