import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ModalDialog, ModalTitleBar } from './ModalDialog';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** Called on submit (the button or Enter) while `canSubmit` and not `busy`. */
  onSubmit: () => void;
  submitLabel: string;
  canSubmit: boolean;
  busy: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A modal form: title, close button, the fields, and Cancel beside the submit button (disabled until it may submit). */
export function FormDialog({ title, onClose, onSubmit, submitLabel, canSubmit, busy, size = 'md', children }: FormDialogProps) {
  return (
    <ModalDialog
      onClose={onClose}
      size={size}
      placement="center"
      contentProps={{
        as: 'form',
        onSubmit: (event) => {
          event.preventDefault();
          if (canSubmit && !busy) onSubmit();
        },
      }}
    >
      <ModalTitleBar title={title} />
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" disabled={!canSubmit || busy} loading={busy}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}
