import type { DialogRootProps } from '@chakra-ui/react';

/**
 * Props for every modal `Dialog.Root`: a modal closes on its close button, Escape or a click on
 * the backdrop, never because focus landed outside it. Focus does land outside without the user
 * asking: the row or card that opened the dialog had focus from the click, and the focus trap
 * hands focus back to it whenever it is set up again (React re-running the dialog's effects, as
 * StrictMode does on every mount in development); that closed a record a few hundred milliseconds
 * after it opened. The focus trap already brings focus back inside, so nothing is lost.
 */
export const modalDialogProps: Pick<DialogRootProps, 'onFocusOutside'> = {
  onFocusOutside: (event) => event.preventDefault(),
};

/** The question before a form with changes is closed (DiscardChanges.tsx). */
export const DISCARD_CHANGES = {
  title: 'Discard changes?',
  message: 'What you typed in this form will be lost.',
  keep: 'Keep Editing',
  discard: 'Discard',
} as const;
