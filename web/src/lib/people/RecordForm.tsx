import { Button, Dialog } from '@chakra-ui/react';
import { Form, Formik, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { CancelButton } from '../FormDialog';
import { FormikDiscardGuard } from '../FormikFields';
import { setServerFieldError } from '../formErrors';
import { capitalize } from './text';

interface RecordFormProps<V extends FormikValues> {
  mode: 'create' | 'edit';
  /** "contact": the form is named 'Create contact' / 'Edit contact', its button reads 'Create Contact'. */
  noun: string;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  /** The fields a server error may name (it is shown on that field). */
  fields: readonly string[];
  /** Saves; a rejected promise keeps the form open. */
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** The create and edit modes of a record modal: the fields given, then Cancel and Create …/Save Changes. */
export function RecordForm<V extends FormikValues>({
  mode,
  noun,
  initialValues,
  validationSchema,
  fields,
  onSubmit,
  onCancel,
  children,
}: RecordFormProps<V>) {
  async function submit(values: V, helpers: FormikHelpers<V>) {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldError(error, fields, helpers);
    }
  }
  const Noun = capitalize(noun);

  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        // display: contents, as NewTicketDialog's form: the body and footer stay the dialog's own
        // children, so with scrollBehavior="inside" the body scrolls and the buttons stay in the box.
        <Form noValidate aria-label={mode === 'create' ? `Create ${noun}` : `Edit ${noun}`} style={{ display: 'contents' }}>
          <FormikDiscardGuard />
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer>
            <CancelButton onCancel={onCancel} disabled={isSubmitting} />
            <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
              {mode === 'create' ? (isSubmitting ? 'Creating...' : `Create ${Noun}`) : isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}
