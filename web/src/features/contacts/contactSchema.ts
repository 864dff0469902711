import * as yup from 'yup';
import { FIELD_LIMITS } from '@pmp/shared';
import { DEFAULT_LANGUAGE, optionalText } from '../../lib/people/text';
import type { CreateContactInput } from '../../gql/graphql';

/** Contact rules (docs/product.md §5), with the server's messages (api/src/modules/contacts/contact.inputs.ts). */
export const contactMessages = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${FIELD_LIMITS.personName} characters`,
  email: 'Valid email address is required',
  phoneTooLong: `Phone must be at most ${FIELD_LIMITS.phone} characters`,
  languageTooLong: `Language must be at most ${FIELD_LIMITS.language} characters`,
  notesTooLong: `Notes must be at most ${FIELD_LIMITS.notes} characters`,
} as const;

export const contactSchema = yup.object({
  name: yup.string().trim().required(contactMessages.name).max(FIELD_LIMITS.personName, contactMessages.nameTooLong),
  email: yup.string().trim().required(contactMessages.email).email(contactMessages.email).max(FIELD_LIMITS.email, contactMessages.email),
  phone: yup.string().trim().max(FIELD_LIMITS.phone, contactMessages.phoneTooLong),
  language: yup.string().trim().max(FIELD_LIMITS.language, contactMessages.languageTooLong),
  notes: yup.string().max(FIELD_LIMITS.notes, contactMessages.notesTooLong),
});

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  language: string;
  notes: string;
}

export const emptyContact: ContactFormValues = { name: '', email: '', phone: '', language: DEFAULT_LANGUAGE, notes: '' };

/** The form's values as the API wants them: trimmed, blanks as null, language English by default. */
export function toContactInput(values: ContactFormValues): CreateContactInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optionalText(values.phone),
    language: optionalText(values.language) ?? DEFAULT_LANGUAGE,
    notes: optionalText(values.notes),
  };
}
