import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';
import { systemClock } from '../../common/clock';
import pino from 'pino';
import { startJobs } from '../../jobs/job-runner';
import { createServices } from '../../services';
import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import { NotificationService } from '../notifications/notification.service';
import { UserService } from '../users/user.service';
import { buildConversation } from '../../../test/factories/conversations';
import { buildContact } from '../../../test/factories/tickets';
import { NO_CONVERSATION_EVENTS, type ConversationEventSink } from '../conversations/conversation.events';
import { OutboundService } from '../conversations/outbound.service';
import { TwilioSender } from '../conversations/twilio-sender';
import { EmailAccountService } from './email-account.service';
import { MailDeliveryFailed, MailService, withRoutingToken } from './mail.service';
import { OAuthProviders, providerSettings } from './oauth-providers';
import { TokenCipher } from '../../common/token-crypto';

type Agent = ReturnType<TestApp['agent']>;

interface ReceivedMail {
  auth: { method: string; username?: string; accessToken?: string } | null;
  headers: Record<string, string>;
  /** The whole message, quoted-printable decoded. */
  body: string;
}

/** A real SMTP server on loopback: takes mail without authentication (the system server) or with XOAUTH2 and a known access token. */
class TestMailServer {
  readonly received: ReceivedMail[] = [];
  readonly auths: SMTPServerAuthentication[] = [];
  /** Access tokens XOAUTH2 accepts (those the mock provider issued). */
  readonly validTokens = new Set<string>();
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        this.auths.push(auth);
        if (auth.method === 'XOAUTH2' && auth.accessToken && this.validTokens.has(auth.accessToken)) {
          return callback(null, { user: auth.username });
        }
        if (auth.method === 'XOAUTH2') return callback(null, { data: { status: '401', schemes: 'bearer', scope: 'mail' } });
        return callback(new Error('Invalid credentials'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const [head] = raw.split(/\r?\n\r?\n/);
          const headers: Record<string, string> = {};
          for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
            const colon = line.indexOf(':');
            if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
          }
          const body = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          const user = session.user as string | undefined;
          const auth = this.auths.at(-1);
          this.received.push({
            auth: user && auth ? { method: auth.method, username: auth.username, accessToken: auth.accessToken } : null,
            headers,
            body,
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Issued access tokens and the grant of each token request, as the mock provider answered them. */
interface TokenRequest {
  grantType: string;
  accessToken?: string;
  refreshToken?: string;
}

const SETTINGS_QUERY = `{ emailSettings { senderEmail emailSignature emailEnabled connectedEmailProvider connectedEmail connectionStatus connectionError } }`;
const UPDATE = `mutation Update($input: UpdateEmailSettingsInput!) { updateEmailSettings(input: $input) { senderEmail emailSignature emailEnabled } }`;
const START = `mutation Start($input: StartEmailConnectInput!) { startEmailConnect(input: $input) { authUrl } }`;

describe('e-mail settings, connecting Gmail and Outlook, and sending', () => {
  let t: TestApp;
  let provider: OAuth2Server;
  let smtp: TestMailServer;
  let mail: MailService;
  let accounts: EmailAccountService;
  let notifications: NotificationService;
  const tokenRequests: TokenRequest[] = [];
  /** The address the mock provider puts in the next ID tokens. */
  let providerAddress = 'ann.mailbox@gmail.test';

  beforeAll(async () => {
    smtp = new TestMailServer();
    const smtpPort = await smtp.start();
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      token.payload.email = providerAddress;
    });
    provider.service.on('beforeResponse', (response, req) => {
      const body = response.body as { access_token?: string; refresh_token?: string };
      tokenRequests.push({ grantType: String(req.body.grant_type), accessToken: body.access_token, refreshToken: body.refresh_token });
      if (body.access_token) smtp.validTokens.add(body.access_token);
    });
    const issuer = provider.issuer.url!;
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      GMAIL_CLIENT_ID: 'gmail-client',
      GMAIL_CLIENT_SECRET: 'gmail-secret',
      GMAIL_ISSUER: issuer,
      GMAIL_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTLOOK_CLIENT_ID: 'outlook-client',
      OUTLOOK_CLIENT_SECRET: 'outlook-secret',
      OUTLOOK_ISSUER: issuer,
      OUTLOOK_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    // The same services the app builds, to send as a user directly (the conversations code calls them).
    const users = new UserService(t.dataSource);
    notifications = new NotificationService(t.dataSource, systemClock);
    accounts = new EmailAccountService(
      t.dataSource,
      users,
      notifications,
      new OAuthProviders(providerSettings(t.config)),
      new TokenCipher(t.config.SECRET_KEY),
      systemClock,
      Boolean(t.config.SMTP_URL),
    );
    mail = new MailService(accounts, t.config.SMTP_URL);
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
    await smtp.close();
  });

  /** Runs the popup's round trip: the auth URL, the provider's redirect, the callback in the user's session. */
  async function connect(agent: Agent, name: 'gmail' | 'outlook', tamper?: (callback: URL) => void) {
    const start = await agent.get(`/api/oauth/${name}/auth`).expect(200);
    const authUrl = new URL(start.body.authUrl);
    const answer = await fetch(authUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location')!);
    tamper?.(callback);
    return { authUrl, callback: await agent.get(callback.pathname + callback.search) };
  }

  async function tokenColumns(userId: string) {
    const [row] = await t.dataSource.query(
      `SELECT "googleAccessToken", "googleRefreshToken", "googleTokenExpiry", "outlookAccessToken", "outlookRefreshToken", "connectedEmailProvider"
       FROM users WHERE id = $1`,
      [userId],
    );
    return row as Record<string, string | Date | null>;
  }

  describe('settings', () => {
    let agent: Agent;
    beforeAll(async () => {
      agent = t.agent();
      await registerUser(agent);
    });

    it('starts empty and not connected, over REST and GraphQL alike', async () => {
      const rest = await agent.get('/api/users/me/email-settings').expect(200);
      expect(rest.body).toEqual({
        senderEmail: null,
        emailSignature: null,
        emailEnabled: false,
        connectedEmailProvider: null,
        connectedEmail: null,
        connectionStatus: 'not_connected',
        connectionError: null,
      });
      const graph = await gql(agent, SETTINGS_QUERY);
      expect(graph.body.data.emailSettings).toEqual({ ...rest.body, connectionStatus: 'NOT_CONNECTED' });
      // REST answers exactly these, in this order, on read and on save: never a token.
      const keys = [
        'senderEmail',
        'emailSignature',
        'emailEnabled',
        'connectedEmailProvider',
        'connectedEmail',
        'connectionStatus',
        'connectionError',
      ];
      expect(Object.keys(rest.body)).toEqual(keys);
      expect(Object.keys((await agent.put('/api/users/me/email-settings').send({})).body)).toEqual(keys);
    });

    it('saves sender, signature and the switch; the signature keeps its formatting and loses script, handlers and javascript: links', async () => {
      const res = await agent
        .put('/api/users/me/email-settings')
        .send({
          senderEmail: 'Desk@Acme.test',
          emailEnabled: true,
          emailSignature:
            '<p><b>Ann</b> &amp; the desk</p><script>alert(1)</script><img src="https://acme.test/logo.png" onerror="alert(2)">' +
            '<a href="javascript:alert(3)">click</a><a href="https://acme.test" onclick="alert(4)">site</a><span style="color: red; background: url(javascript:x)">R</span>',
        })
        .expect(200);
      expect(res.body).toMatchObject({ senderEmail: 'desk@acme.test', emailEnabled: true });
      const signature: string = res.body.emailSignature;
      expect(signature).toContain('<p><b>Ann</b> &amp; the desk</p>');
      expect(signature).toContain('<img src="https://acme.test/logo.png" />');
      expect(signature).toContain('<a href="https://acme.test" rel="noopener noreferrer">site</a>');
      expect(signature).toContain('<span style="color:red">R</span>');
      expect(signature).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
      expect((await agent.get('/api/users/me/email-settings')).body.emailSignature).toBe(signature);
    });

    it('GraphQL updates the same settings; fields left out stay', async () => {
      const res = await gql(agent, UPDATE, { input: { emailSignature: '<i>Kind regards</i><svg onload="alert(1)"></svg>' } });
      expect(res.body.data.updateEmailSettings).toEqual({
        senderEmail: 'desk@acme.test',
        emailSignature: '<i>Kind regards</i>',
        emailEnabled: true,
      });
      const cleared = await gql(agent, UPDATE, { input: { senderEmail: '', emailSignature: '<script>only()</script>' } });
      expect(cleared.body.data.updateEmailSettings).toEqual({ senderEmail: null, emailSignature: null, emailEnabled: true });
    });

    it('refuses a sender address that is not one, and an oversized signature, with the field named', async () => {
      const bad = await agent.put('/api/users/me/email-settings').send({ senderEmail: 'not-an-address' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Sender email must be a valid email address', field: 'senderEmail' });
      const long = await agent.put('/api/users/me/email-settings').send({ emailSignature: 'x'.repeat(10001) });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({ message: 'Signature must be at most 10000 characters', field: 'emailSignature' });
      const graph = await gql(agent, UPDATE, { input: { senderEmail: 'nope' } });
      expect(graph.body.errors[0]).toMatchObject({
        message: 'Sender email must be a valid email address',
        extensions: { field: 'senderEmail' },
      });
    });

    it('says which accounts can be connected, and that the company mail server sends; nothing names a setting', async () => {
      const res = await gql(agent, `{ emailSettings { availableProviders companyMailServer sendingProblem } }`);
      expect(res.body.data.emailSettings).toEqual({
        availableProviders: ['GMAIL', 'OUTLOOK'],
        companyMailServer: true,
        sendingProblem: null,
      });
    });

    it('without a company mail server, switching e-mail on is refused (409 on the field) until an account is connected', async () => {
      const other = t.agent();
      const { id } = await registerUser(other);
      // The same users, on a server with Gmail and Outlook set up but no company mail server.
      const withoutServer = new EmailAccountService(
        t.dataSource,
        new UserService(t.dataSource),
        notifications,
        new OAuthProviders(providerSettings(t.config)),
        new TokenCipher(t.config.SECRET_KEY),
        systemClock,
        false,
      );
      const refusal = await withoutServer.updateSettings(id, { emailEnabled: true }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({
        status: 409,
        field: 'emailEnabled',
        message: 'Connect your Gmail or Outlook account in Email Settings to send e-mail',
      });
      expect(await withoutServer.settings(id)).toMatchObject({
        emailEnabled: false,
        companyMailServer: false,
        sendingProblem: 'Connect your Gmail or Outlook account in Email Settings to send e-mail',
      });
      // Other fields still save; with an account connected the switch goes on.
      await expect(withoutServer.updateSettings(id, { emailSignature: '<p>Hi</p>' })).resolves.toMatchObject({
        emailSignature: '<p>Hi</p>',
      });
      await new UserService(t.dataSource).updateEmailAccount(id, { connectedEmailProvider: 'gmail', connectedEmail: 'x@gmail.test' });
      await expect(withoutServer.updateSettings(id, { emailEnabled: true })).resolves.toMatchObject({ emailEnabled: true });
    });

    it('needs a signed-in user; /api/users still answers the staff lookup', async () => {
      expect((await t.request().get('/api/users/me/email-settings')).status).toBe(401);
      expect((await t.request().get('/api/oauth/gmail/auth')).status).toBe(401);
      expect((await agent.get('/api/users')).status).toBe(200);
      expect((await agent.get('/api/oauth/yahoo/auth')).status).toBe(404);
    });
  });

  describe('sending through the system SMTP server', () => {
    let agent: Agent;
    let userId: string;
    beforeAll(async () => {
      agent = t.agent();
      userId = (await registerUser(agent, { firstName: 'Sam', lastName: 'Sender' })).id;
    });

    it('refuses while e-mail is switched off in the settings', async () => {
      await expect(mail.send(userId, { to: 'tenant@example.test', subject: 'Hello', text: 'Hi' })).rejects.toThrow(
        'Email not configured. Please set up your email settings first.',
      );
    });

    it('sends from the sender address with the signature, the routing token once and its own Message-ID', async () => {
      await agent
        .put('/api/users/me/email-settings')
        .send({ senderEmail: 'desk@acme.test', emailEnabled: true, emailSignature: '<p>Sam Sender<br>Acme &amp; Co</p>' })
        .expect(200);
      const before = smtp.received.length;
      const sent = await mail.send(userId, {
        to: 'tenant@example.test',
        subject: 'Re: Leaking tap [#1234]',
        text: 'We will send a plumber <tomorrow>.',
        ticketNumber: 1234,
        inReplyTo: '<first@example.test>',
        references: ['<first@example.test>'],
      });
      expect(sent).toEqual({ provider: 'smtp', messageId: expect.stringMatching(/^<[0-9a-f-]{36}@acme\.test>$/) });
      expect(smtp.received).toHaveLength(before + 1);
      const got = smtp.received.at(-1)!;
      expect(got.auth).toBeNull();
      expect(got.headers.from).toBe('Sam Sender <desk@acme.test>');
      expect(got.headers.to).toBe('tenant@example.test');
      expect(got.headers.subject).toBe('Re: Leaking tap [#1234]');
      expect(got.headers['message-id']).toBe(sent.messageId);
      expect(got.headers['in-reply-to']).toBe('<first@example.test>');
      expect(got.headers.references).toBe('<first@example.test>');
      // Text part: the message, the signature delimiter and the signature's text; HTML part: escaped message and the signature.
      expect(got.body).toContain('We will send a plumber <tomorrow>.\r\n\r\n-- \r\nSam Sender\r\nAcme & Co');
      expect(got.body).toContain('We will send a plumber &lt;tomorrow&gt;.');
      expect(got.body).toContain('<div class="signature"><p>Sam Sender<br />Acme &amp; Co</p></div>');
    });

    it('adds the token to a new subject', async () => {
      const sent = await mail.send(userId, { to: 'tenant@example.test', subject: 'Your repair', text: 'Booked.', ticketNumber: 77 });
      expect(smtp.received.at(-1)!.headers.subject).toBe('Your repair [#77]');
      expect(smtp.received.at(-1)!.headers['message-id']).toBe(sent.messageId);
    });

    it('a mail server that does not answer: a retryable failure; a queued attempt leaves the message pending for the retry, which sends it', async () => {
      const unreachable = new MailService(accounts, 'smtp://127.0.0.1:1');
      const failure = await unreachable
        .send(userId, { to: 'tenant@example.test', subject: 'Lost', text: 'x' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MailDeliveryFailed);
      expect(failure).toMatchObject({
        retryable: true,
        status: 502,
        message: expect.stringMatching(/^The mail server did not accept the email: /),
      });
      const messageId = await queuedEmailReply('Retried');
      await expect(outboundVia(unreachable).deliver(messageId, false)).rejects.toBeInstanceOf(MailDeliveryFailed);
      expect(await messageStatus(messageId)).toMatchObject({ status: 'pending', error: expect.stringMatching(/did not accept/) });
      const retried = await outboundVia(mail).deliver(messageId, false);
      expect(retried).toMatchObject({ status: 'sent', provider: 'smtp', error: null });
      expect(smtp.received.at(-1)!.headers['message-id']).toBe(retried.providerMessageId);
    });

    it('the last attempt at a mail the server never took marks the message failed with the reason', async () => {
      const unreachable = new MailService(accounts, 'smtp://127.0.0.1:1');
      const messageId = await queuedEmailReply('Lost');
      expect(await outboundVia(unreachable).deliver(messageId, true)).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/^The mail server did not accept the email: /),
      });
    });

    it('with the job queue running, a reply waits in outbound-messages and the pg-boss worker sends it', async () => {
      const { reminders } = createServices({ dataSource: t.dataSource, config: t.config });
      let updated!: (messageId: string) => void;
      const delivered = new Promise<string>((resolve) => (updated = resolve));
      const outbound = outboundVia(mail, { ...NO_CONVERSATION_EVENTS, messageUpdated: ({ messageId }) => updated(messageId) });
      const jobs = await startJobs({ connectionString: t.config.DATABASE_URL!, log: pino({ level: 'silent' }), reminders, outbound });
      try {
        // The send waits for the worker's first attempt and answers its outcome, not 'pending'.
        const queued = await outbound.reply(await replier(), { conversationId: await emailConversation(), body: 'Via the queue' });
        expect(queued.status).toBe('sent');
        expect(await delivered).toBe(queued.id);
        const sent = await messageStatus(queued.id);
        expect(sent).toMatchObject({ status: 'sent', provider: 'smtp', error: null });
        expect(smtp.received.at(-1)!.headers).toMatchObject({ subject: 'Re: Leaking tap', 'message-id': sent.providerMessageId });
      } finally {
        await jobs.stop();
      }
    });

    /** The conversations' outbound path (the only queue mail leaves through), sending with `sender`. */
    function outboundVia(sender: MailService, events: ConversationEventSink = NO_CONVERSATION_EVENTS): OutboundService {
      const services = createServices({ dataSource: t.dataSource, config: t.config });
      return new OutboundService(t.dataSource, {
        conversations: services.conversations,
        contacts: services.contacts,
        tickets: services.tickets,
        twilio: new TwilioSender(t.config),
        mail: sender,
        events,
        templates: services.whatsappTemplates,
      });
    }

    async function replier() {
      return (await new UserService(t.dataSource).find(userId))!;
    }

    /** An e-mail conversation with a tenant, who wrote first. */
    async function emailConversation(): Promise<string> {
      const tenant = await buildContact(t.dataSource);
      const { conversation } = await buildConversation(t.dataSource, {
        contactId: tenant.id,
        channel: 'email',
        address: tenant.email,
        subject: 'Leaking tap',
      });
      return conversation.id;
    }

    /** A reply stored pending and handed to a queue that holds it: the queue's worker would deliver it. */
    async function queuedEmailReply(body: string): Promise<string> {
      const outbound = outboundVia(mail);
      outbound.useQueue(async () => undefined, 0);
      const reply = await outbound.reply(await replier(), { conversationId: await emailConversation(), body });
      expect(reply.status).toBe('pending');
      return reply.id;
    }

    async function messageStatus(messageId: string) {
      const [row] = (await t.dataSource.query(`SELECT status, provider, "providerMessageId", error FROM messages WHERE id = $1`, [
        messageId,
      ])) as { status: string; provider: string | null; providerMessageId: string; error: string | null }[];
      return row;
    }
  });

  describe('connecting Gmail (OAuth with state and PKCE) and sending with XOAUTH2', () => {
    let agent: Agent;
    let userId: string;
    beforeAll(async () => {
      agent = t.agent();
      userId = (await registerUser(agent, { firstName: 'Gia', lastName: 'Mail' })).id;
      await agent.put('/api/users/me/email-settings').send({ emailEnabled: true, senderEmail: 'gia@acme.test' }).expect(200);
    });

    it('the auth URL goes to the provider with state, an S256 PKCE challenge, the callback and the scopes', async () => {
      const { body } = await agent.get('/api/oauth/gmail/auth').expect(200);
      const url = new URL(body.authUrl);
      expect(url.origin + url.pathname).toBe(`${provider.issuer.url}/authorize`);
      expect(url.searchParams.get('client_id')).toBe('gmail-client');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('redirect_uri')).toBe(`${t.url}/api/oauth/gmail/callback`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
      expect(url.searchParams.get('scope')).toBe('openid email https://mail.google.com/');
      expect(url.searchParams.get('access_type')).toBe('offline');
      // GraphQL starts the same way.
      const graph = await gql(agent, START, { input: { provider: 'GMAIL' } });
      expect(new URL(graph.body.data.startEmailConnect.authUrl).searchParams.get('client_id')).toBe('gmail-client');
    });

    it('refuses a callback whose state does not match, and one nobody started; nothing is stored', async () => {
      const { callback } = await connect(agent, 'gmail', (url) => url.searchParams.set('state', 'forged-state-value-000000'));
      expect(callback.status).toBe(400);
      expect(callback.headers['content-type']).toMatch(/text\/html/);
      expect(callback.text).toContain('Failed to connect Gmail');
      expect(callback.text).toMatch(/state/i);
      // The pending request was used up: the genuine answer now finds none.
      const again = await agent.get('/api/oauth/gmail/callback?code=abc&state=whatever');
      expect(again.status).toBe(400);
      expect(again.text).toContain('This connection attempt has expired or was not started here.');
      expect((await tokenColumns(userId)).connectedEmailProvider).toBeNull();
      // The provider's own refusal (the user said no) is shown too.
      const state = new URL((await agent.get('/api/oauth/gmail/auth').expect(200)).body.authUrl).searchParams.get('state')!;
      const denied = await agent
        .get('/api/oauth/gmail/callback')
        .query({ error: 'access_denied', error_description: 'The user said no', state });
      expect(denied.status).toBe(400);
      expect(denied.text).toContain('Gmail did not connect: access_denied: The user said no');
    });

    it('a good callback connects the account: tokens stored encrypted, the page tells the opener and closes', async () => {
      const issued = tokenRequests.length;
      const { callback } = await connect(agent, 'gmail');
      expect(callback.status).toBe(200);
      expect(callback.text).toContain('Gmail connected');
      expect(callback.text).toContain('window.opener.postMessage(message, window.location.origin)');
      expect(callback.text).toContain('window.close()');
      const policy = callback.headers['content-security-policy'];
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(callback.text).toContain(`<script nonce="${nonce}">`);

      const exchange = tokenRequests.slice(issued).find((r) => r.grantType === 'authorization_code')!;
      expect(exchange.accessToken).toBeTruthy();
      const row = await tokenColumns(userId);
      expect(row.connectedEmailProvider).toBe('gmail');
      expect(row.googleAccessToken).toMatch(/^v1\./);
      expect(row.googleAccessToken).not.toContain(exchange.accessToken!);
      expect(row.googleRefreshToken).toMatch(/^v1\./);
      expect(row.googleRefreshToken).not.toContain(exchange.refreshToken!);
      expect(row.googleTokenExpiry).toBeInstanceOf(Date);
      const settings = await agent.get('/api/users/me/email-settings').expect(200);
      expect(settings.body).toMatchObject({
        connectedEmailProvider: 'gmail',
        connectedEmail: 'ann.mailbox@gmail.test',
        connectionStatus: 'connected',
        connectionError: null,
      });
    });

    it('sends through the provider with XOAUTH2 as the connected address', async () => {
      const before = smtp.received.length;
      const sent = await mail.send(userId, { to: 'tenant@example.test', subject: 'Boiler', text: 'On our way.', ticketNumber: 5 });
      expect(sent.provider).toBe('gmail');
      expect(sent.messageId).toMatch(/@gmail\.test>$/);
      expect(smtp.received).toHaveLength(before + 1);
      const got = smtp.received.at(-1)!;
      const issued = tokenRequests.filter((r) => r.grantType === 'authorization_code').at(-1)!;
      expect(got.auth).toEqual({ method: 'XOAUTH2', username: 'ann.mailbox@gmail.test', accessToken: issued.accessToken });
      expect(got.headers.from).toBe('Gia Mail <ann.mailbox@gmail.test>');
      expect(got.headers.subject).toBe('Boiler [#5]');
    });

    it('renews an expired access token at the token endpoint first and stores the new one encrypted', async () => {
      await t.dataSource.query(`UPDATE users SET "googleTokenExpiry" = now() - interval '1 minute' WHERE id = $1`, [userId]);
      const before = tokenRequests.length;
      await mail.send(userId, { to: 'tenant@example.test', subject: 'Later', text: 'Update.' });
      const refresh = tokenRequests.slice(before);
      expect(refresh.map((r) => r.grantType)).toEqual(['refresh_token']);
      expect(smtp.received.at(-1)!.auth).toMatchObject({ method: 'XOAUTH2', accessToken: refresh[0].accessToken });
      const row = await tokenColumns(userId);
      expect(row.googleAccessToken).not.toContain(refresh[0].accessToken!);
      expect((row.googleTokenExpiry as Date).getTime()).toBeGreaterThan(Date.now());
      // The renewed token is used as it is until it expires: no refresh for the next mail.
      await mail.send(userId, { to: 'tenant@example.test', subject: 'Again', text: 'Update.' });
      expect(tokenRequests.length).toBe(before + 1);
    });

    it('a revoked grant: Reconnect needed with the reason, one notification, and mail fails instead of going another way', async () => {
      await t.dataSource.query(`UPDATE users SET "googleTokenExpiry" = now() - interval '1 minute' WHERE id = $1`, [userId]);
      provider.service.once('beforeResponse', (response) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
      });
      const received = smtp.received.length;
      const expected =
        'Reconnect needed: Gmail refused to renew access (invalid_grant: Token has been expired or revoked.). Reconnect your Gmail account in Email Settings.';
      await expect(mail.send(userId, { to: 'tenant@example.test', subject: 'Lost', text: 'x' })).rejects.toThrow(expected);
      const settings = await agent.get('/api/users/me/email-settings').expect(200);
      expect(settings.body).toMatchObject({
        connectedEmailProvider: 'gmail',
        connectionStatus: 'reconnect_needed',
        connectionError: 'Gmail refused to renew access (invalid_grant: Token has been expired or revoked.)',
      });
      const row = await tokenColumns(userId);
      expect([row.googleAccessToken, row.googleRefreshToken]).toEqual([null, null]);

      // Again: the same failure at once (no provider call), and no second notification.
      const requests = tokenRequests.length;
      await expect(mail.send(userId, { to: 'tenant@example.test', subject: 'Lost', text: 'x' })).rejects.toThrow(expected);
      expect(tokenRequests.length).toBe(requests);
      expect(smtp.received.length).toBe(received);
      const list = await notifications.list(userId, { limit: 10, offset: 0 });
      expect(list.nodes.map((n) => [n.type, n.title])).toEqual([['email_connection', 'Reconnect your Gmail account']]);
      expect(list.nodes[0].body).toContain('invalid_grant: Token has been expired or revoked.');
    });

    it('connecting again clears Reconnect needed and mail flows', async () => {
      const { callback } = await connect(agent, 'gmail');
      expect(callback.status).toBe(200);
      const settings = await agent.get('/api/users/me/email-settings').expect(200);
      expect(settings.body).toMatchObject({ connectionStatus: 'connected', connectionError: null });
      expect((await mail.send(userId, { to: 'tenant@example.test', subject: 'Back', text: 'x' })).provider).toBe('gmail');
    });

    it('disconnect deletes the tokens and clears the provider: mail goes through the system server again', async () => {
      const res = await agent.post('/api/oauth/disconnect').send({}).expect(200);
      expect(Object.keys(res.body)).toEqual(Object.keys((await agent.get('/api/users/me/email-settings')).body));
      expect(res.body).toMatchObject({ connectedEmailProvider: null, connectedEmail: null, connectionStatus: 'not_connected' });
      const row = await tokenColumns(userId);
      expect(row).toEqual({
        googleAccessToken: null,
        googleRefreshToken: null,
        googleTokenExpiry: null,
        outlookAccessToken: null,
        outlookRefreshToken: null,
        connectedEmailProvider: null,
      });
      const sent = await mail.send(userId, { to: 'tenant@example.test', subject: 'Plain', text: 'x' });
      expect(sent.provider).toBe('smtp');
      expect(smtp.received.at(-1)!.headers.from).toBe('Gia Mail <gia@acme.test>');
    });
  });

  describe('connecting Outlook', () => {
    it('connects through its own app registration and sends with XOAUTH2; GraphQL disconnects', async () => {
      const agent = t.agent();
      const { id } = await registerUser(agent, { firstName: 'Olly', lastName: 'Look' });
      await agent.put('/api/users/me/email-settings').send({ emailEnabled: true }).expect(200);
      providerAddress = 'olly@outlook.test';
      const { authUrl, callback } = await connect(agent, 'outlook');
      expect(authUrl.searchParams.get('client_id')).toBe('outlook-client');
      // Sending (SMTP) and reading (IMAP) the account.
      expect(authUrl.searchParams.get('scope')).toBe(
        'openid email offline_access https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
      );
      expect(callback.status).toBe(200);
      expect(callback.text).toContain('Outlook connected');
      const row = await tokenColumns(id);
      expect(row.connectedEmailProvider).toBe('outlook');
      expect(row.outlookAccessToken).toMatch(/^v1\./);
      const sent = await mail.send(id, { to: 'tenant@example.test', subject: 'Hi', text: 'x' });
      expect(sent.provider).toBe('outlook');
      expect(smtp.received.at(-1)!.auth).toMatchObject({ method: 'XOAUTH2', username: 'olly@outlook.test' });
      const graph = await gql(agent, 'mutation { disconnectEmailProvider { connectionStatus connectedEmailProvider } }');
      expect(graph.body.data.disconnectEmailProvider).toEqual({ connectionStatus: 'NOT_CONNECTED', connectedEmailProvider: null });
    });
  });
});

describe('token encryption and the routing token', () => {
  it('encrypts with AES-256-GCM bound to its place: another key, another place or a changed byte does not decrypt', () => {
    const cipher = new TokenCipher('a-secret-key-of-at-least-32-characters!');
    const stored = cipher.encrypt('ya29.secret-access-token', 'users.googleAccessToken:u1');
    expect(stored).toMatch(/^v1\.[\w-]+$/);
    expect(stored).not.toContain('secret-access-token');
    expect(cipher.encrypt('ya29.secret-access-token', 'users.googleAccessToken:u1')).not.toBe(stored);
    expect(cipher.decrypt(stored, 'users.googleAccessToken:u1')).toBe('ya29.secret-access-token');
    expect(() => cipher.decrypt(stored, 'users.googleAccessToken:u2')).toThrow();
    expect(() => new TokenCipher('another-secret-key-of-at-least-32-chars').decrypt(stored, 'users.googleAccessToken:u1')).toThrow();
    // One character of the sealed part changed (to another one: a test that changes nothing proves nothing).
    const at = stored.length - 10;
    const altered = stored.slice(0, at) + (stored[at] === 'A' ? 'B' : 'A') + stored.slice(at + 1);
    expect(altered).not.toBe(stored);
    expect(() => cipher.decrypt(altered, 'users.googleAccessToken:u1')).toThrow();
  });

  it('puts the ticket token in the subject exactly once', () => {
    expect(withRoutingToken('Leak', 12)).toBe('Leak [#12]');
    expect(withRoutingToken('Re: Leak [#12]', 12)).toBe('Re: Leak [#12]');
    expect(withRoutingToken('[#12] Re: Leak [#12]', 12)).toBe('Re: Leak [#12]');
    expect(withRoutingToken('Leak', null)).toBe('Leak');
    expect(withRoutingToken('Line\r\nbreak', 3)).toBe('Line break [#3]');
  });
});
