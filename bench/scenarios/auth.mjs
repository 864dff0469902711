// Scenario: the cost of being signed in. Every request carries the session cookie, so each one
// reads the session (PostgreSQL `sessions` table) and the user before the route runs.
//
// A scenario module's default export is { name, title, prepare(server), cases(context) }:
//   prepare(server)  one-off set-up against the running server (sign in, seed data); returns a context.
//                    Sign-in/up is rate limited (10 per address / 60 per client per 15 min): do it once.
//   cases(context)   the request shapes to measure, each
//                    { label, request: { method, path, headers, body, check(status, body) -> problem | null,
//                      sameBody? }, target?: { minRatio?: number, maxP99Ms?: number } }
//                    minRatio is req/s relative to the GET /healthz baseline of the same run.
import { registerUser } from '../lib/server.mjs';

export default {
  name: 'auth',
  title: 'Signed-in requests (session + user lookup)',

  async prepare(server) {
    const { cookie, user } = await registerUser(server);
    return { cookie, user };
  },

  cases({ cookie, user }) {
    const target = { minRatio: 0.4 };
    return [
      {
        label: 'GET /api/user (signed in)',
        request: {
          method: 'GET',
          path: '/api/user',
          headers: { cookie, accept: 'application/json' },
          check: (_status, body) => (JSON.parse(body).id === user.id ? null : 'not the signed-in user'),
        },
        target,
      },
      {
        label: 'POST /graphql { me } (signed in)',
        request: {
          method: 'POST',
          path: '/graphql',
          headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: '{ me { id email } }' }),
          check: (_status, body) => {
            const parsed = JSON.parse(body);
            if (parsed.errors) return `GraphQL errors: ${JSON.stringify(parsed.errors)}`;
            return parsed.data?.me?.id === user.id ? null : 'not the signed-in user';
          },
        },
        target,
      },
    ];
  },
};
