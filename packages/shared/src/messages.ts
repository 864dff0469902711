import { CATEGORIES, CLIENT_ACTIVITY_TYPES, TICKET_PRIORITIES, TICKET_STATUSES, oneOf } from './enums';
import { FIELD_LIMITS, TICKET_LIMITS } from './limits';

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

/**
 * Ticket rules (docs/product.md §5): the api answers these and the Create New Ticket form shows
 * the same texts before sending.
 */
export const TICKET_MESSAGES = {
  /** The form's toast when a field is missing or wrong. */
  formIncomplete: 'Please fill in all required fields',
  title: 'Title is required',
  titleTooLong: `Title must be at most ${TICKET_LIMITS.title} characters`,
  description: 'Description is required',
  descriptionTooLong: `Description must be at most ${TICKET_LIMITS.description} characters`,
  priorityRequired: 'Priority is required',
  priority: `Priority must be ${oneOf(TICKET_PRIORITIES)}`,
  status: `Status must be ${oneOf(TICKET_STATUSES)}`,
  categoryRequired: 'Category is required',
  category: `Category must be ${oneOf(CATEGORIES)}`,
  client: 'Client is required',
  clientNotFound: 'Client not found',
  requester: 'Requester is required',
  requesterNotFound: 'Requester not found',
  propertyNotFound: 'Property not found',
  propertyOtherClient: 'Property does not belong to the selected client',
  assigneeNotFound: 'Assignee not found',
  tags: `Tags: at most ${TICKET_LIMITS.tags}, each at most ${TICKET_LIMITS.tagLength} characters`,
  session: 'Troubleshooting session not found',
  article: 'Knowledge article not found',
  content: 'Content is required',
  contentTooLong: `Content must be at most ${TICKET_LIMITS.activityContent} characters`,
  activityType: `Type must be ${oneOf(CLIENT_ACTIVITY_TYPES)}`,
  contactNotFound: 'Contact not found',
  assignment: "Assignment must be 'all', 'assigned', 'unassigned', 'me' or a user id",
  search: `Search must be at most ${TICKET_LIMITS.search} characters`,
  nothingToUpdate: 'Nothing to update: give assigneeId, priority or status',
  ticketNotFound: 'Ticket not found',
} as const;
