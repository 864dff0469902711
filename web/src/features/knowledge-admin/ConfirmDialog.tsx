import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ModalDialog } from '../../lib/ModalDialog';

interface ConfirmDialogProps {
  title: string;
  /** The question, word for word (docs/product.md §9 for the builder's deletes). */
  message: string;
  confirmLabel: string;
  /** Runs on confirm and shows its own failure; the dialog closes once it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <ModalDialog role="alertdialog" onClose={onClose} placement="center">
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>{message}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          loading={busy}
          // Not waited for: onConfirm shows its own failure.
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}
