import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode } from '@pmp/shared';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { Logger } from 'pino';
import { DatabaseUnavailable, toAppError } from '../common/errors';
import { describeDatabaseError } from '../common/postgres';
import { toInvalid } from '../common/validation';

/**
 * One mapper for GraphQL: our typed errors keep their message and code (an unreachable database is
 * SERVICE_UNAVAILABLE, common/errors.ts toAppError), validation errors name the
 * field, GraphQL's own syntax/validation errors pass through, and anything else is logged and
 * answered with a bare 'Internal server error' (no stack, no SQL).
 */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const appError = toAppError(original);
    if (appError) {
      if (appError instanceof DatabaseUnavailable) log.warn({ reason: describeDatabaseError(original) }, 'database unavailable');
      return {
        message: appError.message,
        path: formatted.path,
        extensions: { code: appError.code, ...(appError.field ? { field: appError.field } : {}) },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const invalid = toInvalid(original.extensions.validationErrors as never);
      return {
        message: invalid.message,
        path: formatted.path,
        extensions: { code: invalid.code, field: invalid.field },
      };
    }
    const code = formatted.extensions?.code;
    if (code && code !== ErrorCode.INTERNAL_SERVER_ERROR) {
      const { stacktrace: _omit, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    log.error({ err: original }, 'unexpected GraphQL error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
  };
}
