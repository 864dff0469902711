import * as yup from 'yup';
import type { CreateClientInput } from '../../gql/graphql';
import { FIELD_LIMITS, CLIENT_MESSAGES } from '@pmp/shared';
import { optionalText } from '../../lib/people/text';

/** http(s) address, scheme optional (the server adds https://): host with a dot, no spaces. */
const WEBSITE = /^(https?:\/\/)?[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i;

export const clientSchema = yup.object({
  firstName: yup.string().trim().required(CLIENT_MESSAGES.firstName).max(FIELD_LIMITS.name, CLIENT_MESSAGES.nameTooLong),
  lastName: yup.string().trim().required(CLIENT_MESSAGES.lastName).max(FIELD_LIMITS.name, CLIENT_MESSAGES.nameTooLong),
  email: yup.string().trim().required(CLIENT_MESSAGES.email).email(CLIENT_MESSAGES.email).max(FIELD_LIMITS.email, CLIENT_MESSAGES.email),
  phone: yup.string().trim().max(FIELD_LIMITS.phone, CLIENT_MESSAGES.tooLong('Phone', FIELD_LIMITS.phone)),
  companyName: yup.string().trim().required(CLIENT_MESSAGES.companyName).max(FIELD_LIMITS.companyName, CLIENT_MESSAGES.companyNameTooLong),
  address: yup.string().trim().max(FIELD_LIMITS.address, CLIENT_MESSAGES.tooLong('Address', FIELD_LIMITS.address)),
  website: yup
    .string()
    .trim()
    .max(FIELD_LIMITS.url, CLIENT_MESSAGES.website)
    .test('url', CLIENT_MESSAGES.website, (value) => !value || WEBSITE.test(value)),
  companyNumber: yup.string().trim().max(FIELD_LIMITS.companyNumber, CLIENT_MESSAGES.tooLong('Company number', FIELD_LIMITS.companyNumber)),
  notes: yup.string().max(FIELD_LIMITS.notes, CLIENT_MESSAGES.tooLong('Notes', FIELD_LIMITS.notes)),
});

export interface ClientFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  address: string;
  website: string;
  companyNumber: string;
  notes: string;
}

export const emptyClient: ClientFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  address: '',
  website: '',
  companyNumber: '',
  notes: '',
};

/** The form's values as the API wants them: trimmed, blanks as null. */
export function toClientInput(values: ClientFormValues): CreateClientInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: optionalText(values.phone),
    companyName: values.companyName.trim(),
    address: optionalText(values.address),
    website: optionalText(values.website),
    companyNumber: optionalText(values.companyNumber),
    notes: optionalText(values.notes),
  };
}
