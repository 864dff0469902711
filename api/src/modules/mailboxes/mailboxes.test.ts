import { startDovecot, type Dovecot } from '../../../test/dovecot';
import { waitFor } from '../../../test/wait-for';
import { registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';

const PASSWORD = 'desk-password';

/** The mailbox readers' advisory locks held in the database (mailbox-readers.ts's first key). */
async function readerLocks(t: TestApp): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 1764000200`);
  return row.n;
}

describe('the desk mailbox of DESK_IMAP_URL, read by the app', () => {
  let dovecot: Dovecot;
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    dovecot = await startDovecot({ users: { support: PASSWORD } });
    t = await startTestApp({ DESK_IMAP_URL: dovecot.url('support'), DESK_EMAIL: 'Support@Acme.test' }, { mailboxReaders: true });
    agent = t.agent();
    await registerUser(agent);
  });

  afterAll(async () => {
    await t?.close();
    await dovecot?.close();
  });

  test('a mail delivered to the desk mailbox reaches the triage queue, and the mailbox is listed with its state', async () => {
    dovecot.deliver(
      'support',
      [
        'From: Aisha Khan <aisha@example.net>',
        'To: support@acme.test',
        'Subject: Boiler leaking in flat 4',
        'Message-ID: <boiler-1@example.net>',
        'Date: Sat, 28 Nov 2026 09:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Water under the boiler since this morning.',
        '',
      ].join('\r\n'),
    );
    let queue: { subject: string; body: string; channel: string }[] = [];
    await waitFor('the mail in the triage queue', async () => {
      queue = (await agent.get('/api/triage/queue')).body;
      return queue.length === 1;
    });
    expect(queue[0]).toMatchObject({ subject: 'Boiler leaking in flat 4', channel: 'email' });
    expect(queue[0]!.body).toContain('Water under the boiler');

    // The checkpoint passes a mail after it is stored and marked (store, mark, checkpoint).
    let res = await agent.get('/api/mailboxes');
    await waitFor('the checkpoint past the mail', async () => {
      res = await agent.get('/api/mailboxes');
      return res.body[0]?.lastUid === 1;
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        address: 'support@acme.test',
        host: '127.0.0.1',
        port: dovecot.port,
        tls: 'starttls',
        username: 'support',
        folder: 'INBOX',
        afterRead: 'seen',
        firstReadDays: 7,
        enabled: true,
        lastUid: 1,
        lastError: null,
      }),
    ]);
    expect(res.body[0].lastReceivedAt).not.toBeNull();
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    expect(Object.keys(res.body[0])).not.toContain('passwordEncrypted');
  });

  test('adding a mailbox: validated, one per address, its password never answered', async () => {
    const bad = await agent
      .post('/api/mailboxes')
      .send({ address: 'not-an-address', host: 'imap.example.net', username: 'u', password: 'p' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('address');

    const added = await agent
      .post('/api/mailboxes')
      .send({ address: 'lettings@acme.test', host: 'imap.example.net', username: 'lettings', password: 's3cret-pass', moveTo: 'Done' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      address: 'lettings@acme.test',
      port: 993,
      tls: 'tls',
      folder: 'INBOX',
      afterRead: 'move',
      moveTo: 'Done',
    });
    expect(JSON.stringify(added.body)).not.toContain('s3cret-pass');
    const [stored] = await t.dataSource.query(`SELECT "passwordEncrypted" FROM mailboxes WHERE address = 'lettings@acme.test'`);
    expect(stored.passwordEncrypted).toMatch(/^v1\./);
    expect(stored.passwordEncrypted).not.toContain('s3cret-pass');

    const again = await agent
      .post('/api/mailboxes')
      .send({ address: 'lettings@acme.test', host: 'imap.example.net', username: 'x', password: 'y' });
    expect(again.status).toBe(409);
    // Not to be read by this test's Dovecot-less host.
    await t.dataSource.query(`UPDATE mailboxes SET enabled = false WHERE address = 'lettings@acme.test'`);
  });

  test('the mailboxes are for signed-in users only', async () => {
    expect((await t.request().get('/api/mailboxes')).status).toBe(401);
    expect((await t.request().post('/api/mailboxes').send({})).status).toBe(401);
  });

  test('shutting the app down closes its readers and releases their locks', async () => {
    await waitFor('the reader lock', async () => (await readerLocks(t)) === 1);
    const second = await startTestApp(
      { DESK_IMAP_URL: dovecot.url('support'), DESK_EMAIL: 'support@acme.test' },
      { mailboxReaders: true },
      { shareDatabaseWith: t },
    );
    try {
      await t.app.close();
      // The second instance takes the mailbox over.
      await waitFor('the second instance reading', async () => (await readerLocks(second)) === 1, 30_000);
      dovecot.deliver(
        'support',
        'From: tenant@example.net\r\nTo: support@acme.test\r\nSubject: Second\r\nMessage-ID: <second@example.net>\r\n\r\nHello\r\n',
      );
      await waitFor('the mail read by the second instance', async () => {
        const [row] = await second.dataSource.query(`SELECT "lastUid" FROM mailboxes WHERE address = 'support@acme.test'`);
        return Number(row.lastUid) === 2;
      });
    } finally {
      await second.close();
    }
  });
});
