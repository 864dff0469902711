/**
 * Field limits: the api validates input against them and the web forms' Yup schemas use the same
 * numbers, so both sides accept the same input.
 */
export const FIELD_LIMITS = {
  email: 254,
  name: 100,
  passwordMin: 8,
  /** argon2 hashes anything, but a megabyte "password" is a denial-of-service, not a password. */
  passwordMax: 200,
  taskTitle: 200,
  taskDescription: 5000,
  // People and places (contacts, clients, properties): the column widths of the initial migration.
  personName: 200,
  companyName: 200,
  phone: 50,
  language: 50,
  url: 500,
  jobTitle: 100,
  companyNumber: 50,
  propertyName: 200,
  address: 1000,
  notes: 5000,
  search: 200,
} as const;

/** Tickets and their activities (tickets.title is varchar(200) in the database). */
export const TICKET_LIMITS = {
  title: 200,
  description: 10000,
  tagLength: 50,
  tags: 20,
  activityContent: 20000,
  search: 200,
} as const;
