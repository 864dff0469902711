import type { DataSource } from 'typeorm';
import {
  buildRoutedMessage,
  buildTriageClient,
  buildTriageContact,
  buildTriageProperty,
  buildTriageTicket,
} from '../../../test/factories/triage';
import { createTestDatabase } from '../../../test/database';
import { testConfig } from '../../../test/test-app';
import { createDataSource } from '../../db/data-source';
import { createServices } from '../../services';
import {
  CLIENT_IDENTITIES,
  CLIENTS,
  CONTACTS,
  MESSAGES,
  OUTBOUND_EMAILS,
  PROPERTIES,
  RECEIVED_AT,
  TICKETS,
  type ClientKey,
  type ContactKey,
  type MessageFixture,
} from '../../../test/fixtures/routing-messages';
import { categoriesIn, ticketReferences, urgentReason } from './triage.rules';

interface Routed {
  fixture: MessageFixture;
  suggested: string | null;
  confidence: 'high' | 'medium' | 'low' | null;
  reason: string;
  urgent: boolean;
}

const LEVELS = ['high', 'medium', 'low', null] as const;
const label = (level: (typeof LEVELS)[number]) => level ?? 'needs review';

/**
 * The routing suggestion against a labelled set of inbound messages (api/test/fixtures/routing-messages.ts): a
 * High Confidence suggestion is never wrong, Medium Confidence is mostly right, someone else's
 * ticket number is never suggested, and the urgent flag matches. Prints the accuracy per level.
 */
describe('triage routing on the labelled messages', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  const routed: Routed[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource(db.url, { poolSize: 4 });
    await ds.initialize();
    const { triage } = createServices({ dataSource: ds, config: testConfig(db.url) });

    const clients = {} as Record<ClientKey, string>;
    for (const [key, name] of Object.entries(CLIENTS)) clients[key as ClientKey] = (await buildTriageClient(ds, name)).id;
    const contacts = {} as Record<ContactKey, string>;
    for (const [key, name] of Object.entries(CONTACTS)) contacts[key as ContactKey] = (await buildTriageContact(ds, name)).id;
    const properties: Record<string, string> = {};
    for (const [key, p] of Object.entries(PROPERTIES)) {
      properties[key] = (
        await buildTriageProperty(ds, { name: p.name, clientId: clients[p.client], contactId: p.contact ? contacts[p.contact] : null })
      ).id;
    }
    const receivedAt = new Date(RECEIVED_AT).getTime();
    const tickets: Record<string, { id: string; number: number }> = {};
    for (const [key, t] of Object.entries(TICKETS)) {
      tickets[key] = await buildTriageTicket(ds, {
        clientId: clients[t.client],
        requesterId: contacts[t.requester],
        propertyId: t.property ? properties[t.property] : null,
        title: t.title,
        description: t.description,
        category: t.category,
        status: t.status,
        createdAt: new Date(receivedAt - t.ageHours * 3_600_000),
      });
    }
    const ticketKeyById = new Map(Object.entries(tickets).map(([key, t]) => [t.id, key]));

    const fill = (text: string) =>
      text.replace(/\{(\w+)\}/g, (_, key: string) => {
        if (!tickets[key]) throw new Error(`routing-messages.ts: no ticket ${key}`);
        return String(tickets[key].number);
      });
    for (const fixture of MESSAGES) {
      // Routed as the ingestion routes it, from the facts its look-ups find: the clients the sender
      // speaks for, the ticket whose e-mail it replies to.
      const message = await buildRoutedMessage(ds, triage, {
        contactId: contacts[fixture.from],
        channel: fixture.channel ?? 'email',
        subject: fixture.subject ? fill(fixture.subject) : null,
        body: fill(fixture.body),
        createdAt: new Date(fixture.receivedAt ?? RECEIVED_AT),
        speaksFor: CLIENT_IDENTITIES.filter((i) => i.contact === fixture.from).map((i) => clients[i.client]),
        repliedTicketIds: fixture.inReplyTo ? [tickets[OUTBOUND_EMAILS[fixture.inReplyTo].ticket].id] : [],
      });
      const [row] = (await ds.query(
        `SELECT "suggestedTicketId", "suggestionConfidence", "suggestionReason", urgent FROM messages WHERE id = $1`,
        [message.id],
      )) as { suggestedTicketId: string | null; suggestionConfidence: Routed['confidence']; suggestionReason: string; urgent: boolean }[];
      routed.push({
        fixture,
        suggested: row.suggestedTicketId ? ticketKeyById.get(row.suggestedTicketId)! : null,
        confidence: row.suggestionConfidence,
        reason: row.suggestionReason,
        urgent: row.urgent,
      });
    }

    // The accuracy per confidence level, for whoever tunes the rules.
    const lines = LEVELS.map((level) => {
      const at = routed.filter((r) => r.confidence === level);
      const right = at.filter((r) => r.suggested === r.fixture.truth).length;
      const rate = at.length ? `${Math.round((100 * right) / at.length)}%` : '-';
      return `${label(level).padEnd(13)} ${String(at.length).padStart(5)} ${String(right).padStart(7)} ${rate.padStart(9)}`;
    });
    const urgentRight = routed.filter((r) => r.urgent === r.fixture.urgent).length;
    console.log(
      [
        `Triage routing on ${routed.length} labelled messages`,
        'confidence    count   right  accuracy',
        ...lines,
        `(needs review is right when no ticket was meant; urgent flag right on ${urgentRight} of ${routed.length})`,
        ...routed
          .filter((r) => r.suggested !== r.fixture.truth || r.urgent !== r.fixture.urgent)
          .map(
            (r) =>
              `  ${label(r.confidence)}: "${r.fixture.name}" -> ${r.suggested ?? 'none'} (meant ${r.fixture.truth ?? 'none'}) ${r.reason}`,
          ),
      ].join('\n'),
    );
  });
  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await db?.drop();
  });

  it('has at least 100 messages, with contacts of no, one and several open tickets, urgent and routine', () => {
    expect(MESSAGES.length).toBeGreaterThanOrEqual(100);
    const openTickets = (contact: string) =>
      Object.values(TICKETS).filter((t) => t.requester === contact && t.status !== 'completed').length;
    const senders = MESSAGES.map((m) => openTickets(m.from));
    expect(senders.filter((n) => n === 0).length).toBeGreaterThanOrEqual(20);
    expect(senders.filter((n) => n === 1).length).toBeGreaterThanOrEqual(20);
    expect(senders.filter((n) => n > 1).length).toBeGreaterThanOrEqual(20);
    expect(MESSAGES.filter((m) => m.urgent).length).toBeGreaterThanOrEqual(20);
    expect(MESSAGES.filter((m) => m.foreignReference).length).toBeGreaterThanOrEqual(5);
  });

  it('never makes a wrong High Confidence suggestion', () => {
    const high = routed.filter((r) => r.confidence === 'high');
    expect(high.length).toBeGreaterThanOrEqual(15);
    expect(high.filter((r) => r.suggested !== r.fixture.truth).map((r) => r.fixture.name)).toEqual([]);
  });

  it('is mostly right at Medium Confidence', () => {
    const medium = routed.filter((r) => r.confidence === 'medium');
    const right = medium.filter((r) => r.suggested === r.fixture.truth).length;
    expect(medium.length).toBeGreaterThanOrEqual(20);
    expect(right / medium.length).toBeGreaterThanOrEqual(0.85);
  });

  it("never suggests someone else's ticket named in the message, and says so", () => {
    for (const r of routed.filter((x) => x.fixture.foreignReference)) {
      expect({ name: r.fixture.name, suggested: r.suggested }).not.toEqual({ name: r.fixture.name, suggested: r.fixture.foreignReference });
      expect(r.reason).toMatch(/which is another contact's ticket: not suggested/);
    }
  });

  it('suggests a neighbour’s recent ticket on the same property as a possible duplicate', () => {
    const duplicates = routed.filter((r) => r.reason.includes('Possible duplicate of #'));
    expect(duplicates.length).toBeGreaterThanOrEqual(3);
    for (const r of duplicates) {
      expect(r.confidence).toBe('medium');
      expect(r.reason).toMatch(/Possible duplicate of #\d+ \(same property, /);
    }
  });

  it('flags the urgent messages, and only those, saying why', () => {
    expect(routed.filter((r) => r.urgent !== r.fixture.urgent).map((r) => r.fixture.name)).toEqual([]);
    for (const r of routed.filter((x) => x.urgent)) expect(r.reason).toMatch(/^Urgent: [a-z]/);
  });
});

describe('triage rules', () => {
  it('reads ticket references: tokens, #numbers and "ticket 1234", not flat numbers or short numbers', () => {
    expect(ticketReferences('Re: Leak [#1204]', 'see ticket 1300 and #1301, job ref: 1302')).toEqual([
      { number: 1204, inSubject: true },
      { number: 1300, inSubject: false },
      { number: 1301, inSubject: false },
      { number: 1302, inSubject: false },
    ]);
    expect(ticketReferences(null, 'I live at flat #1204, house no. 1205 and #12')).toEqual([]);
    // Quoted earlier messages are not the sender's words.
    expect(ticketReferences(null, 'Thanks\n\nOn Mon, 3 Mar 2025, Desk wrote:\n> ticket #1400')).toEqual([]);
  });

  it('tells the kind of fault', () => {
    expect(categoriesIn('the boiler is off and the radiators are cold')).toEqual(['heating']);
    expect(categoriesIn('the kitchen tap is dripping')).toEqual(['plumbing']);
    expect(categoriesIn('nothing to see')).toEqual([]);
  });

  it('treats no heating as urgent from October to April, or for a vulnerable person', () => {
    const january = new Date('2025-01-10T12:00:00Z');
    const july = new Date('2025-07-10T12:00:00Z');
    expect(urgentReason('Boiler not working', january)).toBe('no heating or hot water in the heating season');
    expect(urgentReason('Boiler not working', july)).toBeNull();
    expect(urgentReason('Boiler not working and my mum is elderly', july)).toBe('no heating or hot water for a vulnerable person');
    expect(urgentReason('I can smell gas and the socket is sparking', july)).toBe(
      'smell of gas or a gas leak; sparks, exposed wires, burnt fittings or electric shocks',
    );
  });
});
