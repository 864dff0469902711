import * as yup from 'yup';
import type { CreateClientInput } from '../../gql/graphql';
import { FIELD_LIMITS } from '@pmp/shared';
import { optionalText } from '../../lib/people/text';

/** Client rules (docs/product.md §5), with the server's messages (api/src/modules/clients/client.inputs.ts). */
export const clientMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: `Names must be at most ${FIELD_LIMITS.name} characters`,
  email: 'Valid email address is required',
  companyName: 'Company name is required',
  companyNameTooLong: `Company name must be at most ${FIELD_LIMITS.companyName} characters`,
  website: 'Website must be a valid URL',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** http(s) address, scheme optional (the server adds https://): host with a dot, no spaces. */
const WEBSITE = /^(https?:\/\/)?[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i;

export const clientSchema = yup.object({
  firstName: yup.string().trim().required(clientMessages.firstName).max(FIELD_LIMITS.name, clientMessages.nameTooLong),
  lastName: yup.string().trim().required(clientMessages.lastName).max(FIELD_LIMITS.name, clientMessages.nameTooLong),
  email: yup.string().trim().required(clientMessages.email).email(clientMessages.email).max(FIELD_LIMITS.email, clientMessages.email),
  phone: yup.string().trim().max(FIELD_LIMITS.phone, clientMessages.tooLong('Phone', FIELD_LIMITS.phone)),
  companyName: yup.string().trim().required(clientMessages.companyName).max(FIELD_LIMITS.companyName, clientMessages.companyNameTooLong),
  address: yup.string().trim().max(FIELD_LIMITS.address, clientMessages.tooLong('Address', FIELD_LIMITS.address)),
  website: yup
    .string()
    .trim()
    .max(FIELD_LIMITS.url, clientMessages.website)
    .test('url', clientMessages.website, (value) => !value || WEBSITE.test(value)),
  companyNumber: yup.string().trim().max(FIELD_LIMITS.companyNumber, clientMessages.tooLong('Company number', FIELD_LIMITS.companyNumber)),
  notes: yup.string().max(FIELD_LIMITS.notes, clientMessages.tooLong('Notes', FIELD_LIMITS.notes)),
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
