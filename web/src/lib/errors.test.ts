import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorMessage, isUnauthenticated, readApolloError, readFailedResponse, readHttpFailure } from './errors';

function response(status: number, body: string, statusText = 'Status Text'): Response {
  return {
    status,
    statusText,
    ok: status >= 200 && status < 300,
    text: async () => body,
    headers: { get: () => null },
  } as unknown as Response;
}

describe('readHttpFailure (how a failed response is read)', () => {
  it('uses the JSON message field', () => {
    expect(readHttpFailure(400, 'Bad Request', JSON.stringify({ message: 'Title is required' })).message).toBe('Title is required');
  });

  it('uses the raw text when the body is not JSON with a message', () => {
    expect(readHttpFailure(500, 'Internal Server Error', 'Database is down').message).toBe('Database is down');
  });

  it('uses the status text when the body is empty', () => {
    expect(readHttpFailure(502, 'Bad Gateway', '').message).toBe('Bad Gateway');
  });

  it("reads 401 as 'Authentication required'", () => {
    expect(readHttpFailure(401, 'Unauthorized', JSON.stringify({ message: 'nope' })).message).toBe('Authentication required');
  });

  it("reads a 403 about employees as 'Access restricted to {provider} employees only'", () => {
    const body = JSON.stringify({ message: 'Access restricted to Acme Homes employees only' });
    expect(readHttpFailure(403, 'Forbidden', body).message).toBe('Access restricted to Acme Homes employees only');
  });

  it("reads an unparsable 403 as 'Access forbidden'", () => {
    expect(readHttpFailure(403, 'Forbidden', '<html>denied</html>').message).toBe('Access forbidden');
  });

  it('reads a GraphQL error body with its code and field', () => {
    const body = JSON.stringify({
      errors: [{ message: 'Email already registered', extensions: { code: 'CONFLICT', field: 'email' } }],
    });
    expect(readHttpFailure(409, 'Conflict', body)).toEqual({
      message: 'Email already registered',
      code: 'CONFLICT',
      field: 'email',
      status: 409,
    });
  });

  it('reads a fetch Response', async () => {
    await expect(readFailedResponse(response(422, JSON.stringify({ message: 'Invalid' })))).resolves.toMatchObject({
      message: 'Invalid',
      status: 422,
    });
  });
});

describe('readApolloError', () => {
  it('reads the first GraphQL error with its code and field', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Password must be at least 8 characters', extensions: { code: 'BAD_USER_INPUT', field: 'password' } }],
    });
    expect(readApolloError(error)).toEqual({
      message: 'Password must be at least 8 characters',
      code: 'BAD_USER_INPUT',
      field: 'password',
    });
  });

  it('keeps the employees-only message of FORBIDDEN', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Access restricted to Acme Homes employees only', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(errorMessage(error)).toBe('Access restricted to Acme Homes employees only');
  });

  it('treats UNAUTHENTICATED and HTTP 401 as signed out', () => {
    const graphQL = new CombinedGraphQLErrors({
      errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const http = new ServerError('Response not successful', { response: response(401, ''), bodyText: '' });
    expect(isUnauthenticated(graphQL)).toBe(true);
    expect(isUnauthenticated(http)).toBe(true);
    expect(errorMessage(http)).toBe('Authentication required');
    expect(isUnauthenticated(new Error('Failed to fetch'))).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });

  it('reads a non-GraphQL HTTP failure body', () => {
    const error = new ServerError('Response not successful', {
      response: response(429, '', 'Too Many Requests'),
      bodyText: JSON.stringify({ message: 'Too many attempts, try again in a minute' }),
    });
    expect(errorMessage(error)).toBe('Too many attempts, try again in a minute');
  });

  it("uses a network error's own message", () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
