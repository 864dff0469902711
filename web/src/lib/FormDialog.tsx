import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useConfirmDiscard } from './DiscardChanges';
import { ModalDialog, ModalTitleBar } from './ModalDialog';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** Called on submit (the button or Enter) while `canSubmit` and not `busy`. */
  onSubmit: () => void;
  submitLabel: string;
  canSubmit: boolean;
  busy: boolean;
  /** The fields differ from how they opened: closing asks "Discard changes?" first. */
  dirty?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A modal form: title, close button, the fields, and Cancel beside the submit button (disabled until it may submit). */
export function FormDialog({ title, onClose, onSubmit, submitLabel, canSubmit, busy, dirty, size = 'md', children }: FormDialogProps) {
  return (
    <ModalDialog
      onClose={onClose}
      dirty={dirty}
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
        <CancelButton onCancel={onClose} />
        <Button type="submit" colorPalette="blue" disabled={!canSubmit || busy} loading={busy}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}

/** Cancel, asking first when the form has changes. */
export function CancelButton({ onCancel, disabled }: { onCancel: () => void; disabled?: boolean }) {
  const confirmDiscard = useConfirmDiscard();
  return (
    <Button variant="outline" onClick={() => confirmDiscard(onCancel)} disabled={disabled}>
      Cancel
    </Button>
  );
}
