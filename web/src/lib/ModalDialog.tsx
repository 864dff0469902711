import { CloseButton, Dialog, Portal, type DialogContentProps, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { modalDialogProps } from './dialogs';

type ModalDialogProps = Pick<DialogRootProps, 'size' | 'placement' | 'scrollBehavior' | 'role'> & {
  /** Open unless told otherwise: most modals are mounted only while they show. */
  open?: boolean;
  /** Called when the user closes it: the close button, Escape or a click on the backdrop. */
  onClose: () => void;
  contentProps?: DialogContentProps;
  /** The content: header, body, footer and close button. */
  children: ReactNode;
};

/** Every modal's frame: the root (with `modalDialogProps`), portal, backdrop, positioner and content. */
export function ModalDialog({ open = true, onClose, contentProps, children, ...rootProps }: ModalDialogProps) {
  return (
    <Dialog.Root
      {...modalDialogProps}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A modal's title and its close button (named "Close dialog"), for the record and form modals. */
export function ModalTitleBar({ title }: { title: string }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close dialog" />
      </Dialog.CloseTrigger>
    </>
  );
}
