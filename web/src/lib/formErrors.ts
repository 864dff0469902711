import { ErrorCode } from '@pmp/shared';
import { errorMessage, readApolloError } from './errors';
import { showError } from './toaster';

/** What a form's failed save needs of Formik's helpers. */
type FieldErrorSetter = { setFieldError: (field: string, message: string) => void };

/**
 * When the server blamed one input field (BAD_USER_INPUT with extensions.field) that the form
 * shows, returns that field and message so the form can show it there.
 */
export function serverFieldError(error: unknown, formFields: readonly string[]): { field: string; message: string } | undefined {
  const read = readApolloError(error);
  if (read.code !== ErrorCode.BAD_USER_INPUT || !read.field) return undefined;
  return formFields.includes(read.field) ? { field: read.field, message: read.message } : undefined;
}

/** When the server blamed one of the form's fields, shows its message on that field. */
export function setServerFieldError(error: unknown, formFields: readonly string[], helpers: FieldErrorSetter): void {
  const blamed = serverFieldError(error, formFields);
  if (blamed) helpers.setFieldError(blamed.field, blamed.message);
}

/** A save that failed: the server's message on the field it blamed, and an error toast, `title` with the reason. */
export function showSaveError(error: unknown, title: string, formFields: readonly string[], helpers: FieldErrorSetter): void {
  setServerFieldError(error, formFields, helpers);
  showError(title, errorMessage(error));
}

/**
 * A Formik submit handler that runs `save` and, when the server blamed one of the form's fields,
 * shows its message on that field (the toast is `save`'s to show).
 */
export function submitShowingFieldErrors<T>(
  save: (values: T) => Promise<unknown>,
  formFields: readonly string[],
): (values: T, helpers: FieldErrorSetter) => Promise<void> {
  return async (values, helpers) => {
    try {
      await save(values);
    } catch (error) {
      setServerFieldError(error, formFields, helpers);
    }
  };
}
