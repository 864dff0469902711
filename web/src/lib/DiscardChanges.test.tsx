import { Button, Dialog, Input } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { answerDiscardQuestion, discardQuestion, renderWithProviders } from '../test/renderWithProviders';
import { CancelButton, FormDialog } from './FormDialog';
import { FormikDiscardGuard, FormikTextField } from './FormikFields';
import { ModalDialog } from './ModalDialog';

/** A page with a button that opens a FormDialog of one field, as the app's form dialogs are. */
function FormDialogPage({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open Form</Button>
      {open ? (
        <FormDialog
          title="Create Thing"
          submitLabel="Create"
          canSubmit
          busy={false}
          dirty={title !== ''}
          onSubmit={() => setOpen(false)}
          onClose={() => {
            setOpen(false);
            onClosed();
          }}
        >
          <Input aria-label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        </FormDialog>
      ) : null}
    </>
  );
}

/** A Formik form inside a ModalDialog that reports its own changes (FormikDiscardGuard). */
function FormikDialogPage({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open Record</Button>
      {open ? (
        <ModalDialog onClose={close}>
          <Formik initialValues={{ name: '' }} onSubmit={() => undefined}>
            <Form aria-label="Record">
              <FormikDiscardGuard />
              <Dialog.Body>
                <FormikTextField name="name" label="Name" />
              </Dialog.Body>
              <CancelButton onCancel={close} />
            </Form>
          </Formik>
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('closing a form dialog with changes', () => {
  it('closes at once while nothing is typed, and the focus goes back to the button that opened it', async () => {
    const onClosed = jest.fn();
    const { user } = renderWithProviders(<FormDialogPage onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open Form' }));
    await screen.findByRole('dialog', { name: 'Create Thing' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open Form' })).toHaveFocus());
  });

  it('asks "Discard changes?" on Escape, the close button and Cancel; Keep Editing keeps the text, Discard closes', async () => {
    const onClosed = jest.fn();
    const { user } = renderWithProviders(<FormDialogPage onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open Form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Thing' });
    await user.type(within(dialog).getByLabelText('Title'), 'Boiler');

    await user.keyboard('{Escape}');
    await answerDiscardQuestion(user, 'keep');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Boiler');

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await answerDiscardQuestion(user, 'keep');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClosed).not.toHaveBeenCalled();
    await answerDiscardQuestion(user, 'discard');
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Create Thing' })).not.toBeInTheDocument();
  });

  it('asks when a Formik form inside has changes, typed as a person types', async () => {
    const onClosed = jest.fn();
    const { user } = renderWithProviders(<FormikDialogPage onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open Record' }));
    await user.type(await screen.findByLabelText('Name'), 'Tom');
    await user.keyboard('{Escape}');
    await discardQuestion();
    expect(onClosed).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Tom');

    // Typed back to how it opened: nothing to lose, Cancel closes at once.
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open Record' })).toHaveFocus());
  });
});
