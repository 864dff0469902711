/**
 * Field limits shared by the server's validation and the web forms (web/src/lib/field-limits.ts
 * mirrors these numbers), so both sides accept the same input.
 */
export const FIELD_LIMITS = {
  email: 254,
  name: 100,
  passwordMin: 8,
  /** argon2 hashes anything, but a megabyte "password" is a denial-of-service, not a password. */
  passwordMax: 200,
  taskTitle: 200,
  taskDescription: 5000,
} as const;
