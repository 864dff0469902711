import { FIELD_LIMITS } from './limits';

/**
 * The messages of the client, contact and property rules (docs/product.md §5 and §8): the api's
 * validation answers them and the web forms show the same texts before sending.
 */

/** Client rules: firstName, lastName, email and companyName required; website and LinkedIn URLs. */
export const CLIENT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: `Names must be at most ${FIELD_LIMITS.name} characters`,
  email: 'Valid email address is required',
  companyName: 'Company name is required',
  companyNameTooLong: `Company name must be at most ${FIELD_LIMITS.companyName} characters`,
  website: 'Website must be a valid URL',
  linkedin: 'LinkedIn must be a valid URL',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** Contact rules: name and email required. */
export const CONTACT_MESSAGES = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${FIELD_LIMITS.personName} characters`,
  email: 'Valid email address is required',
  phoneTooLong: `Phone must be at most ${FIELD_LIMITS.phone} characters`,
  languageTooLong: `Language must be at most ${FIELD_LIMITS.language} characters`,
  notesTooLong: `Notes must be at most ${FIELD_LIMITS.notes} characters`,
} as const;

/** Property rules: name and address required; client and contact optional and independent. */
export const PROPERTY_MESSAGES = {
  name: 'Property name is required',
  nameTooLong: `Property name must be at most ${FIELD_LIMITS.propertyName} characters`,
  address: 'Address is required',
  addressTooLong: `Address must be at most ${FIELD_LIMITS.address} characters`,
  clientNotFound: 'Client not found',
  contactNotFound: 'Contact not found',
} as const;
