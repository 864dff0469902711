/**
 * The codes the api answers a failure with (GraphQL `extensions.code`, and the same in a REST
 * error body); the web app tells failures apart by them. Defined once here so both sides agree.
 */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  /** Wrong e-mail or password: not "signed out", so the sign-in form shows the message. */
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  /** The mail server or provider did not take an e-mail. */
  MAIL_DELIVERY_FAILED = 'MAIL_DELIVERY_FAILED',
  /** The database cannot be reached: the client may try again in a moment. */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  /** Anything unexpected; the details stay in the server's log. */
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
}
