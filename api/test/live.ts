import { createHmac } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { PASSWORD, type TestApp } from './test-app';

/** Signs in over REST as a browser would and answers the session cookie (`name=value`). */
export async function sessionCookie(t: TestApp, email: string): Promise<string> {
  const res = await t.request().post('/api/login').send({ email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
}

/** The session id in a session cookie (`pmp.sid=s%3A<id>.<signature>`). */
export function sessionId(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    .replace(/^s:/, '')
    .replace(/\.[^.]*$/, '');
}

/** A graphql-ws client on `t`'s /graphql with this session cookie, connected at once, never retrying. */
export function liveSocket(t: TestApp, cookie: string): Client {
  return createClient({
    url: t.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined, // the subscriptions' sinks are told
  });
}

export interface LiveFeed<T> {
  /** Every event received so far. */
  events: T[];
  /** Settles when the subscription ends: with the close event ({ code, reason }) or error, or 'complete'. */
  ended: Promise<unknown>;
  /** The first event (received already or later) that `match` accepts; fails after `timeoutMs`. */
  next(match?: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  /** True when no event `match` accepts arrives within `ms`. */
  none(match?: (event: T) => boolean, ms?: number): Promise<boolean>;
}

/** Subscribes with `client` and collects the subscription's root field (`field`) of every event. */
export function subscribe<T>(client: Client, field: string, query: string, variables?: Record<string, unknown>): LiveFeed<T> {
  const events: T[] = [];
  const waiters = new Set<() => void>();
  let settle: (value: unknown) => void = () => undefined;
  const ended = new Promise<unknown>((resolve) => (settle = resolve));
  client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (value) => {
        events.push(value.data![field]!);
        for (const waiter of waiters) waiter();
      },
      error: (error) => settle(error),
      complete: () => settle('complete'),
    },
  );
  const find = (match: (event: T) => boolean) => events.find(match);
  return {
    events,
    ended,
    next(match = () => true, timeoutMs = 5_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = find(match);
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async none(match = () => true, ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return find(match) === undefined;
    },
  };
}

/** Waits until the server has registered the subscriptions just made (graphql-ws answers nothing on subscribe). */
export async function subscribed(client: Client): Promise<void> {
  // A query on the same socket is answered after every subscribe message before it was handled.
  await new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: reject, complete: resolve });
  });
}

/** Posts an inbound e-mail to `t`'s webhook, signed with `secret` as a provider would; answers the stored message's ids. */
export async function postSignedEmail(
  t: TestApp,
  secret: string,
  payload: Record<string, unknown>,
): Promise<{ messageId: string; conversationId: string }> {
  const body = JSON.stringify(payload);
  const res = await t
    .request()
    .post('/api/webhooks/email')
    .set('content-type', 'application/json')
    .set('x-webhook-signature', `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`)
    .send(body);
  if (res.status !== 201) throw new Error(`e-mail webhook: ${res.status} ${JSON.stringify(res.body)}`);
  const { messageId, conversationId } = res.body as { messageId: string; conversationId: string };
  return { messageId, conversationId };
}
