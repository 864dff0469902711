import * as yup from 'yup';
import type { CreatePropertyInput } from '../../gql/graphql';
import { FIELD_LIMITS } from '@pmp/shared';

/** Property rules (docs/product.md §5), with the server's messages (api/src/modules/properties/property.inputs.ts). */
export const propertyMessages = {
  name: 'Property name is required',
  nameTooLong: `Property name must be at most ${FIELD_LIMITS.propertyName} characters`,
  address: 'Address is required',
  addressTooLong: `Address must be at most ${FIELD_LIMITS.address} characters`,
} as const;

export const propertySchema = yup.object({
  name: yup.string().trim().required(propertyMessages.name).max(FIELD_LIMITS.propertyName, propertyMessages.nameTooLong),
  address: yup.string().trim().required(propertyMessages.address).max(FIELD_LIMITS.address, propertyMessages.addressTooLong),
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
