import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DISCARD_CHANGES, modalDialogProps } from './dialogs';

/**
 * "Discard changes?": asked before a form with changes is closed (its dialog's outside click,
 * Escape, close button or Cancel), so typed work is never lost without the agent saying so.
 */

interface DiscardConfirmation {
  /** Asks, then runs `discard` only if the agent chooses Discard. */
  ask: (discard: () => void) => void;
  /** The question's dialog: render it once beside the form. */
  element: ReactNode;
}

/** The question and its answer, for a form that decides itself when it has changes. */
export function useDiscardConfirmation(): DiscardConfirmation {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback((discard: () => void) => setPending(() => discard), []);
  const element = (
    <Dialog.Root
      {...modalDialogProps}
      role="alertdialog"
      placement="center"
      size="xs"
      open={pending !== null}
      onOpenChange={(details) => {
        if (!details.open) setPending(null);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{DISCARD_CHANGES.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{DISCARD_CHANGES.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setPending(null)}>
                {DISCARD_CHANGES.keep}
              </Button>
              <Button
                colorPalette="red"
                onClick={() => {
                  const discard = pending;
                  setPending(null);
                  discard?.();
                }}
              >
                {DISCARD_CHANGES.discard}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { ask, element };
}

interface DiscardGuard {
  /** A form inside says whether it has changes (`key` tells the forms apart). */
  report: (key: symbol, dirty: boolean) => void;
  /** Runs `close` at once when nothing inside has changes; asks first otherwise. */
  confirmClose: (close: () => void) => void;
}

const DiscardGuardContext = createContext<DiscardGuard | null>(null);

/**
 * The guard of one dialog: what its forms report (and `dirty`, when the dialog's owner knows),
 * and the question. ModalDialog provides it to everything inside.
 */
export function useDiscardGuardProvider(dirty: boolean) {
  const reports = useRef(new Map<symbol, boolean>());
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const confirmation = useDiscardConfirmation();
  const { ask } = confirmation;
  const guard = useMemo<DiscardGuard>(
    () => ({
      report: (key, reported) => {
        if (reported) reports.current.set(key, true);
        else reports.current.delete(key);
      },
      confirmClose: (close) => {
        if (dirtyNow.current || reports.current.size > 0) ask(close);
        else close();
      },
    }),
    [ask],
  );
  return { guard, Provider: DiscardGuardContext.Provider, element: confirmation.element };
}

/** A form inside a dialog reports whether it has changes: closing the dialog then asks first. */
export function useDiscardGuard(dirty: boolean) {
  const guard = useContext(DiscardGuardContext);
  const [key] = useState(() => Symbol('form'));
  useEffect(() => {
    guard?.report(key, dirty);
    return () => guard?.report(key, false);
  }, [guard, key, dirty]);
}

/**
 * A Cancel button's action inside a dialog: `cancel` at once when nothing has changes, after
 * "Discard changes?" otherwise. Outside a dialog it runs `cancel` at once.
 */
export function useConfirmDiscard(): (cancel: () => void) => void {
  const guard = useContext(DiscardGuardContext);
  return useCallback((cancel: () => void) => (guard ? guard.confirmClose(cancel) : cancel()), [guard]);
}
