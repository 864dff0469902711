import * as yup from 'yup';
import type { Country, CreatePropertyInput } from '../../gql/graphql';
import { CountryValue, FIELD_LIMITS, PROPERTY_MESSAGES, namesOf } from '@pmp/shared';

/** The countries a property can be in (its law decides who is responsible for a repair). */
export const PROPERTY_COUNTRIES: readonly Country[] = namesOf(CountryValue);

export const propertySchema = yup.object({
  name: yup.string().trim().required(PROPERTY_MESSAGES.name).max(FIELD_LIMITS.propertyName, PROPERTY_MESSAGES.nameTooLong),
  address: yup.string().trim().required(PROPERTY_MESSAGES.address).max(FIELD_LIMITS.address, PROPERTY_MESSAGES.addressTooLong),
  country: yup.string().oneOf(PROPERTY_COUNTRIES as Country[]),
  clientId: yup.string(),
  contactId: yup.string(),
});

export interface PropertyFormValues {
  name: string;
  address: string;
  country: Country;
  /** '' for none. */
  clientId: string;
  contactId: string;
}

export const emptyProperty: PropertyFormValues = { name: '', address: '', country: 'UK', clientId: '', contactId: '' };

/** Trimmed, with '' (none) sent as null: client and contact are set or cleared independently. */
export function toPropertyInput(values: PropertyFormValues): CreatePropertyInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    country: values.country,
    clientId: values.clientId || null,
    contactId: values.contactId || null,
  };
}
