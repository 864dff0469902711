import * as yup from 'yup';
import type { CreatePropertyInput } from '../../gql/graphql';
import { FIELD_LIMITS, PROPERTY_MESSAGES } from '@pmp/shared';

export const propertySchema = yup.object({
  name: yup.string().trim().required(PROPERTY_MESSAGES.name).max(FIELD_LIMITS.propertyName, PROPERTY_MESSAGES.nameTooLong),
  address: yup.string().trim().required(PROPERTY_MESSAGES.address).max(FIELD_LIMITS.address, PROPERTY_MESSAGES.addressTooLong),
  clientId: yup.string(),
  contactId: yup.string(),
});

export interface PropertyFormValues {
  name: string;
  address: string;
  /** '' for none. */
  clientId: string;
  contactId: string;
}

export const emptyProperty: PropertyFormValues = { name: '', address: '', clientId: '', contactId: '' };

/** Trimmed, with '' (none) sent as null: client and contact are set or cleared independently. */
export function toPropertyInput(values: PropertyFormValues): CreatePropertyInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    clientId: values.clientId || null,
    contactId: values.contactId || null,
  };
}
