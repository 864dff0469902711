import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDovecot, type Dovecot } from '../../../test/dovecot';
import { registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { TokenCipher } from '../../common/token-crypto';

const AGENT_ADDRESS = 'agent.one@acme.test';
const ACCESS_TOKEN = 'ya29.agent-one-access-token';

/**
 * An agent's connected account is read over IMAP with OAuth2: Dovecot checks the bearer token at
 * an introspection endpoint (RFC 7662) of the test's, as Gmail and Outlook check theirs. Gmail
 * offers OAUTHBEARER and XOAUTH2; Outlook offers XOAUTH2 alone, so that one is proven on its own.
 */
describe.each([
  { provider: 'gmail', setting: 'GMAIL_IMAP_URL', token: 'googleAccessToken', expiry: 'googleTokenExpiry', mechanisms: undefined },
  {
    provider: 'outlook',
    setting: 'OUTLOOK_IMAP_URL',
    token: 'outlookAccessToken',
    expiry: 'outlookTokenExpiry',
    mechanisms: ['xoauth2' as const],
  },
])("agents' connected $provider accounts read with OAuth2", ({ provider, setting, token, expiry, mechanisms }) => {
  let introspection: http.Server;
  let dovecot: Dovecot;
  let t: TestApp;

  beforeAll(async () => {
    // Active only for the agent's token, naming the account it belongs to.
    introspection = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const active = new URLSearchParams(body).get('token') === ACCESS_TOKEN;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(active ? { active: true, username: AGENT_ADDRESS } : { active: false }));
      });
    });
    await new Promise<void>((resolve) => introspection.listen(0, '127.0.0.1', resolve));
    const { port } = introspection.address() as AddressInfo;
    dovecot = await startDovecot({
      users: { [AGENT_ADDRESS]: 'unused-password' },
      oauth2IntrospectionUrl: `http://127.0.0.1:${port}/introspect`,
      oauth2Mechanisms: mechanisms,
    });
    t = await startTestApp({ [setting]: `imap://127.0.0.1:${dovecot.port}` }, { mailboxReaders: true });
  });

  afterAll(async () => {
    await t?.close();
    await dovecot?.close();
    await new Promise((resolve) => introspection?.close(resolve));
  });

  test("a tenant's mail in the agent's connected mailbox reaches the triage queue", async () => {
    const agent = t.agent();
    const user = await registerUser(agent);
    const cipher = new TokenCipher(t.config.SECRET_KEY);
    // The account as a connect leaves it (modules/email/email-account.service.ts): the token encrypted for its row and column.
    await t.dataSource.query(
      `UPDATE users SET "connectedEmailProvider" = $4, "connectedEmail" = $2, "${token}" = $3, "${expiry}" = now() + interval '1 hour' WHERE id = $1`,
      [user.id, AGENT_ADDRESS, cipher.encrypt(ACCESS_TOKEN, `users.${token}:${user.id}`), provider],
    );
    dovecot.deliver(
      AGENT_ADDRESS,
      'From: Tenant <tenant@example.net>\r\nTo: agent.one@acme.test\r\nSubject: Re: Your repair visit [#1]\r\nMessage-ID: <reply-1@example.net>\r\n\r\nThursday suits me.\r\n',
    );
    await waitFor(
      'the reply stored',
      async () => (await t.dataSource.query(`SELECT 1 FROM messages WHERE "providerMessageId" = 'reply-1@example.net'`)).length === 1,
      25_000,
    );
    const [mailbox] = await t.dataSource.query(`SELECT auth, "userId", username, "lastError" FROM mailboxes WHERE address = $1`, [
      AGENT_ADDRESS,
    ]);
    expect(mailbox).toEqual({ auth: 'oauth2', userId: user.id, username: AGENT_ADDRESS, lastError: null });
    await waitFor('the mail marked seen', () => dovecot.messages(AGENT_ADDRESS).every((m) => m.seen));
  });
});
