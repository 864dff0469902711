import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createServices } from '../../services';
import { InboundService } from './inbound.service';

const FIXTURES = path.join(__dirname, '..', '..', '..', 'test', 'fixtures', 'mail');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));

describe('raw MIME mail', () => {
  let t: TestApp;
  let dataDir: string;
  let inbound: InboundService;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-raw-mail-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    const services = createServices({ dataSource: t.dataSource, config: t.config });
    inbound = services.inbound;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const messageRow = async (id: string) =>
    ((await t.dataSource.query(`SELECT * FROM messages WHERE id = $1`, [id])) as Record<string, unknown>[])[0];

  it('stores a multipart/alternative mail once: the new text shown, HTML sanitized, quoted history left out', async () => {
    const source = await fixture('multipart-alternative.eml');
    const first = await inbound.ingestRawEmail(source, { via: 'webhook' });
    expect(first).toMatchObject({ created: true, outcome: 'stored', status: 'pending_triage' });
    const row = await messageRow(first.messageId);
    expect(row).toMatchObject({ provider: 'email', providerMessageId: 'alt-1@tenant.example', subject: 'The kitchen tap drips' });
    expect(row.body).toBe('Hello, the kitchen tap drips all night.');
    const raw = row.rawData as Record<string, unknown>;
    expect(raw.html).toBe('<p>Hello, the kitchen tap <b>drips</b> all night.</p><blockquote>How can we help?</blockquote>');
    expect(raw.text).toContain('> How can we help?');
    const again = await inbound.ingestRawEmail(source, { via: 'imap', mailboxAddress: 'support@acme.test' });
    expect(again).toEqual({ ...first, created: false, outcome: 'duplicate' });
  });
});
