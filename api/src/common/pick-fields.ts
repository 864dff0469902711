/**
 * A view of `record` with only `fields`, in that order (the key order JSON answers): what the REST
 * presenters (`modules/<feature>/<feature>.view.ts`) build their answers with, so a column added to
 * an entity or a query reaches a client only when a view lists it.
 */
export function pickFields<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const field of fields) view[field] = record[field];
  return view;
}
