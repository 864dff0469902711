import { Box, Button, Dialog, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ModalDialog, ModalTitleBar } from '../ModalDialog';

export type RecordMode = 'create' | 'view' | 'edit';

interface RecordDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: 'md' | 'lg';
}

/** The modal of the contact, client and property screens (create, view, edit). */
export function RecordDialog({ open, onClose, title, children, size = 'md' }: RecordDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} size={size} scrollBehavior="inside" placement="center">
      <ModalTitleBar title={title} />
      {children}
    </ModalDialog>
  );
}

/** A read-only label and value in view mode; empty values show a muted 'Not provided' (or `emptyText`). */
export function DetailRow({ label, children, emptyText = 'Not provided' }: { label: string; children: ReactNode; emptyText?: string }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box>
      <Text as="dt" fontSize="xs" fontWeight="semibold" color="gray.500" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" mt="0.5" whiteSpace="pre-wrap" overflowWrap="anywhere" color={empty ? 'gray.400' : undefined}>
        {empty ? emptyText : children}
      </Text>
    </Box>
  );
}

/** The view mode's buttons: Close, and Edit (which switches to the edit mode) when `onEdit` is given. */
export function RecordViewFooter({ onClose, onEdit }: { onClose: () => void; onEdit?: () => void }) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
      {onEdit ? (
        <Button colorPalette="blue" onClick={onEdit}>
          Edit
        </Button>
      ) : null}
    </Dialog.Footer>
  );
}
