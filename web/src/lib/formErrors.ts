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
