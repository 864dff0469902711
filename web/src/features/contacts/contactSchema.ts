import * as yup from 'yup';
import { FIELD_LIMITS, CONTACT_MESSAGES } from '@pmp/shared';
import { DEFAULT_LANGUAGE, optionalText } from '../../lib/people/text';
import type { CreateContactInput } from '../../gql/graphql';

export const contactSchema = yup.object({
  name: yup.string().trim().required(CONTACT_MESSAGES.name).max(FIELD_LIMITS.personName, CONTACT_MESSAGES.nameTooLong),
  email: yup.string().trim().required(CONTACT_MESSAGES.email).email(CONTACT_MESSAGES.email).max(FIELD_LIMITS.email, CONTACT_MESSAGES.email),
  phone: yup.string().trim().max(FIELD_LIMITS.phone, CONTACT_MESSAGES.phoneTooLong),
  language: yup.string().trim().max(FIELD_LIMITS.language, CONTACT_MESSAGES.languageTooLong),
  notes: yup.string().max(FIELD_LIMITS.notes, CONTACT_MESSAGES.notesTooLong),
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
