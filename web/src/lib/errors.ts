/**
 * Reading a failed response (docs/product.md §8), for fetch Responses (REST) and Apollo errors (GraphQL).
 * Every message returned here is user-presentable.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorCode } from '@pmp/shared';
import type { GraphQLFormattedError } from 'graphql';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const ACCESS_FORBIDDEN = 'Access forbidden';
const FALLBACK_MESSAGE = 'Something went wrong';

/** One failure, read into what the UI needs. */
export interface ReadError {
  message: string;
  /** Usually an ErrorCode; GraphQL's own failures (a malformed query) bring theirs. */
  code?: string;
  /** The input field the server blamed (BAD_USER_INPUT), when known. */
  field?: string;
  status?: number;
}

/** "Access restricted to {provider} employees only" when the text says so, else undefined. */
function employeesOnlyMessage(text: string): string | undefined {
  const match = /access restricted to (.+?) employees only/i.exec(text);
  if (match?.[1]) return `Access restricted to ${match[1]} employees only`;
  return undefined;
}

interface ParsedBody {
  message?: string;
  graphQLError?: GraphQLFormattedError;
  parsed: boolean;
}

function parseBody(text: string): ParsedBody {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) return { parsed: true };
    const record = json as { message?: unknown; errors?: unknown };
    const first = Array.isArray(record.errors) ? (record.errors[0] as GraphQLFormattedError | undefined) : undefined;
    if (typeof record.message === 'string') return { message: record.message, graphQLError: first, parsed: true };
    if (first && typeof first.message === 'string') return { message: first.message, graphQLError: first, parsed: true };
    return { parsed: true };
  } catch {
    return { parsed: false };
  }
}

/** The reading rules applied to a status, its status text and the body text. */
export function readHttpFailure(status: number, statusText: string, bodyText: string): ReadError {
  const body = parseBody(bodyText);
  const extensions = body.graphQLError?.extensions;
  const code = typeof extensions?.code === 'string' ? extensions.code : undefined;
  const field = typeof extensions?.field === 'string' ? extensions.field : undefined;
  if (status === 401) return { message: AUTHENTICATION_REQUIRED, code: code ?? ErrorCode.UNAUTHENTICATED, status };
  if (status === 403) {
    if (!body.parsed) return { message: ACCESS_FORBIDDEN, code: ErrorCode.FORBIDDEN, status };
    const restricted = employeesOnlyMessage(body.message ?? bodyText);
    return { message: restricted ?? body.message ?? ACCESS_FORBIDDEN, code: code ?? ErrorCode.FORBIDDEN, status };
  }
  const message = body.message ?? (bodyText.trim() !== '' ? bodyText : statusText) ?? '';
  return { message: message || FALLBACK_MESSAGE, code, field, status };
}

/** Reads a non-OK fetch Response (consumes its body). */
export async function readFailedResponse(response: Response): Promise<ReadError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  return readHttpFailure(response.status, response.statusText, text);
}

/** Throws an Error carrying the user-presentable message when the response is not OK. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const failure = await readFailedResponse(response);
    throw new Error(failure.message);
  }
  return response;
}

function readGraphQLError(error: GraphQLFormattedError): ReadError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const field = typeof error.extensions?.field === 'string' ? error.extensions.field : undefined;
  if (code === ErrorCode.UNAUTHENTICATED) return { message: AUTHENTICATION_REQUIRED, code };
  if (code === ErrorCode.FORBIDDEN) return { message: employeesOnlyMessage(error.message) ?? error.message, code };
  return { message: error.message || FALLBACK_MESSAGE, code, field };
}

/** Reads any error thrown by Apollo Client (GraphQL errors, HTTP failures, network failures). */
export function readApolloError(error: unknown): ReadError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return first ? readGraphQLError(first) : { message: FALLBACK_MESSAGE };
  }
  if (ServerError.is(error)) {
    return readHttpFailure(error.statusCode, error.response.statusText, error.bodyText);
  }
  if (ServerParseError.is(error)) {
    return readHttpFailure(error.statusCode, error.response.statusText, error.bodyText);
  }
  if (error instanceof Error) return { message: error.message || FALLBACK_MESSAGE };
  return { message: FALLBACK_MESSAGE };
}

/** The user-presentable message of any error. */
export function errorMessage(error: unknown): string {
  return readApolloError(error).message;
}

/** True when the failure means "nobody is signed in" (for `me`: show the auth page, not an error). */
export function isUnauthenticated(error: unknown): boolean {
  if (!error) return false;
  const read = readApolloError(error);
  return read.code === ErrorCode.UNAUTHENTICATED || read.status === 401;
}
