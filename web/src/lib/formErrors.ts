import { readApolloError } from './errors';

/**
 * When the server blamed one input field (BAD_USER_INPUT with extensions.field) that the form
 * shows, returns that field and message so the form can show it there.
 */
export function serverFieldError(error: unknown, formFields: readonly string[]): { field: string; message: string } | undefined {
  const read = readApolloError(error);
  if (read.code !== 'BAD_USER_INPUT' || !read.field) return undefined;
  return formFields.includes(read.field) ? { field: read.field, message: read.message } : undefined;
}

/**
 * A Formik submit handler that runs `save` and, when the server blamed one of the form's fields,
 * shows its message on that field (the toast is `save`'s to show).
 */
export function submitShowingFieldErrors<T>(
  save: (values: T) => Promise<unknown>,
  formFields: readonly string[],
): (values: T, helpers: { setFieldError: (field: string, message: string) => void }) => Promise<void> {
  return async (values, helpers) => {
    try {
      await save(values);
    } catch (error) {
      const blamed = serverFieldError(error, formFields);
      if (blamed) helpers.setFieldError(blamed.field, blamed.message);
    }
  };
}
