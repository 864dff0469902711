/**
 * The typed errors services throw. One mapper per transport (http/error-handler.ts for REST,
 * graphql/format-error.ts for GraphQL) turns them into a status or code and a message; anything
 * else becomes a bare 500 "Internal server error" with the details only in the log.
 */
import { ErrorCode } from '@pmp/shared';
import { isDatabaseUnavailable } from './postgres';

export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: ErrorCode;
  /** The input field the message is about, when there is one. */
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.field = field;
  }
}

export class Invalid extends AppError {
  readonly status = 400;
  readonly code = ErrorCode.BAD_USER_INPUT;
}

export class Unauthenticated extends AppError {
  readonly status = 401;
  readonly code = ErrorCode.UNAUTHENTICATED;
  constructor(message = 'Authentication required') {
    super(message);
  }
}

/** Wrong e-mail or password: a 401, but not "signed out", so the sign-in form shows the message. */
export class InvalidCredentials extends AppError {
  readonly status = 401;
  readonly code = ErrorCode.INVALID_CREDENTIALS;
  constructor() {
    super('Invalid email or password');
  }
}

export class Forbidden extends AppError {
  readonly status = 403;
  readonly code = ErrorCode.FORBIDDEN;
}

export class NotFound extends AppError {
  readonly status = 404;
  readonly code = ErrorCode.NOT_FOUND;
}

export class Conflict extends AppError {
  readonly status = 409;
  readonly code = ErrorCode.CONFLICT;
}

/** What was sent is larger than accepted (an attachment over its limit): 413. */
export class TooLarge extends AppError {
  readonly status = 413;
  readonly code = ErrorCode.PAYLOAD_TOO_LARGE;
}

export class TooManyRequests extends AppError {
  readonly status = 429;
  readonly code = ErrorCode.TOO_MANY_REQUESTS;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** How long a client should wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL cannot be reached (stopped, restarting, refusing connections, or no connection came
 * within the pool's timeout): 503, and the client may try again in a moment. Thrown for the
 * driver's errors by `toAppError` (common/postgres.ts tells which errors those are).
 */
export class DatabaseUnavailable extends AppError {
  readonly status = 503;
  readonly code = ErrorCode.SERVICE_UNAVAILABLE;
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  /** @param cause the driver's error, for the log */
  constructor(cause?: unknown) {
    super('The database is unavailable. Please try again in a moment.');
    if (cause !== undefined) this.cause = cause;
  }
}

/** The typed error an error stands for: itself, DatabaseUnavailable for an unreachable database, else null. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailable(error);
  return null;
}
