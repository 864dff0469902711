import { CloseButton, Dialog, Portal, type DialogContentProps, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDiscardGuardProvider } from './DiscardChanges';
import { modalDialogProps } from './dialogs';
import { useReturnFocus } from './useReturnFocus';

type ModalDialogProps = Pick<DialogRootProps, 'size' | 'placement' | 'scrollBehavior' | 'role'> & {
  /** Open unless told otherwise: most modals are mounted only while they show. */
  open?: boolean;
  /**
   * Called when the user closes it: the close button, Escape or a click on the backdrop; after
   * "Discard changes?" when something inside has changes.
   */
  onClose: () => void;
  /** The dialog's form has changes (forms inside may also say so: useDiscardGuard). */
  dirty?: boolean;
  contentProps?: DialogContentProps;
  /** The content: header, body, footer and close button. */
  children: ReactNode;
};

/** Every modal's frame: the root (with `modalDialogProps`), portal, backdrop, positioner and content. */
export function ModalDialog({ open = true, onClose, dirty = false, contentProps, children, ...rootProps }: ModalDialogProps) {
  const { guard, Provider, element } = useDiscardGuardProvider(dirty);
  useReturnFocus(open);
  return (
    <Dialog.Root
      {...modalDialogProps}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) guard.confirmClose(onClose);
      }}
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            <Provider value={guard}>{children}</Provider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {element}
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
