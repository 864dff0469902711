import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { Config } from '../../config';
import type { Logger } from 'pino';
import type { InboundService } from '../../modules/conversations/inbound.service';
import { TriageActionValue } from '../../modules/conversations/triage.enums';
import { CategoryValue, TicketPriorityValue } from '../../modules/tickets/ticket.enums';
import { User } from '../../modules/users/user.entity';
import { createServices, type Services } from '../../services';

/**
 * What the desk has been doing, made through the services themselves (no rows written by hand):
 * inbound e-mails, SMS and WhatsApp messages through the webhooks' ingestion and triage routing,
 * and guided troubleshooting sessions walked through their workflows at past moments, some
 * escalated into linked tickets. Runs after the support data and the knowledge base exist.
 */

/** A clock the seed moves by hand, so sessions happen on the days they are dated. */
class SeedClock implements Clock {
  private current = Date.now();

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date): void {
    this.current = to.getTime();
  }
}

/** A deterministic generator (mulberry32): the same demo every time. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface TicketParty {
  id: string;
  number: number;
  title: string;
  requesterEmail: string;
  requesterName: string;
  requesterPhone: string | null;
}

/** A demo contact's number (typed nationally, 07...) as a provider sends it: E.164. */
function e164(phone: string): string {
  return parsePhoneNumberFromString(phone, 'GB')?.number ?? phone;
}

export interface DemoActivityCounts {
  messages: number;
  waitingInTriage: number;
  sessions: number;
  escalatedTickets: number;
}

export async function insertDemoActivity(dataSource: DataSource, options: { config: Config; log: Logger }): Promise<DemoActivityCounts> {
  const clock = new SeedClock();
  const services = createServices({ dataSource, config: options.config, log: options.log, clock });
  // A message waiting for triage is stored with its routing suggestion, as the webhooks store it.
  const { inbound } = services;
  const staff = await dataSource.getRepository(User).find({ where: { isActive: true }, order: { createdAt: 'ASC' } });
  if (!staff.length) return { messages: 0, waitingInTriage: 0, sessions: 0, escalatedTickets: 0 };

  const messages = await insertConversations(dataSource, inbound, services, staff[0]);
  const sessions = await walkGuides(dataSource, services, clock, staff);
  const [{ waiting }] = (await dataSource.query(`SELECT count(*)::int AS waiting FROM messages WHERE status = 'pending_triage'`)) as {
    waiting: number;
  }[];
  return { messages, waitingInTriage: waiting, ...sessions };
}

async function insertConversations(dataSource: DataSource, inbound: InboundService, services: Services, agent: User): Promise<number> {
  const openTickets = (await dataSource.query(
    `SELECT t.id, t.number, t.title, c.email AS "requesterEmail", c.name AS "requesterName", c.phone AS "requesterPhone",
            count(*) OVER (PARTITION BY t."requesterId") AS "openForRequester"
       FROM tickets t JOIN contacts c ON c.id = t."requesterId"
      WHERE t.status NOT IN ('completed') AND c.email <> ''
      ORDER BY t."createdAt" DESC`,
  )) as (TicketParty & { openForRequester: string })[];
  let sent = 0;
  let sid = 0;
  const email = async (from: string, subject: string, text: string, inReplyTo?: string) => {
    sent += 1;
    await inbound.ingestEmail({
      messageId: `<demo-${sent}-${Date.now().toString(36)}@mail.example.net>`,
      from,
      to: 'repairs@acme-housing.example',
      subject,
      text,
      inReplyTo: inReplyTo ?? null,
    });
  };
  const twilio = async (from: string, body: string, profileName?: string) => {
    sent += 1;
    sid += 1;
    const whatsapp = from.startsWith('whatsapp:');
    await inbound.ingestTwilio({
      MessageSid: `SM${Date.now().toString(16)}${String(sid).padStart(8, '0')}`.slice(0, 34),
      From: from,
      To: whatsapp ? 'whatsapp:+441612345678' : '+441612345678',
      Body: body,
      NumMedia: '0',
      ...(profileName ? { ProfileName: profileName } : {}),
    });
  };

  // A requester answers the e-mail about their own repair: it joins the ticket at once.
  const newest = openTickets[0];
  if (newest) {
    await email(
      `${newest.requesterName} <${newest.requesterEmail}>`,
      `Re: [#${newest.number}] ${newest.title}`,
      'Thanks for the update. Thursday morning works for me, I will be in from 8 until 1. ' +
        'The side gate is unlocked so the engineer can come round the back.\n\nKind regards',
    );
  }
  // Tenants with one open repair text about it: suggested for that ticket (medium).
  const single = openTickets.filter((t) => t.openForRequester === '1' && t.requesterPhone);
  const texts = [
    'Hi, nobody turned up today for the repair. I waited in all morning. Can someone call me back please?',
    'Hello, just checking if there is any news on the repair? It is still the same.',
    "It's got worse since I reported it. Is anyone coming this week?",
  ];
  for (const [i, ticket] of single.slice(0, texts.length).entries()) {
    await twilio(i === 1 ? `whatsapp:${e164(ticket.requesterPhone!)}` : e164(ticket.requesterPhone!), texts[i], ticket.requesterName);
  }
  // A tenant with several open repairs writes about one of them by its words (best text match).
  const several = openTickets.find((t) => Number(t.openForRequester) > 1);
  if (several) {
    await email(
      `${several.requesterName} <${several.requesterEmail}>`,
      several.title,
      `Following up about the ${several.title.toLowerCase()}. Could you let me know when someone can come out?`,
    );
  }
  // Someone quotes a ticket number that is not theirs: never routed onto it with high confidence.
  const other = openTickets.find((t) => t !== several && t !== newest && t.requesterEmail !== several?.requesterEmail);
  if (other && several) {
    await email(
      `${several.requesterName} <${several.requesterEmail}>`,
      `Question about job #${other.number}`,
      `My neighbour gave me this reference, #${other.number}. Is the same contractor coming to us as well?`,
    );
  }
  // Strangers: urgent and routine first contacts, waiting for an agent.
  await twilio(
    '+447700900461',
    'URGENT there is a strong smell of gas on the landing outside flat 4, 12 Station Road. I have opened the windows',
  );
  await twilio(
    'whatsapp:+447700900462',
    'Hi, water is dripping through the kitchen ceiling from the flat above. It is getting worse. Flat 2, 31 Mill Lane',
    'Priya S',
  );
  await email(
    'Jonas Weber <jonas.weber@example.de>',
    'Heizung ausgefallen',
    'Guten Tag, seit gestern Abend ist die Heizung komplett kalt und es gibt kein warmes Wasser. Die Therme zeigt F28. ' +
      'Wohnung 3, Lindenstraße 8. Mit freundlichen Grüßen',
  );
  await email(
    'Claire Dubois <claire.dubois@example.fr>',
    'Demande de certificat',
    "Bonjour, pourriez-vous m'envoyer l'attestation d'entretien de la chaudière pour mon assurance ? Merci beaucoup.",
  );
  await twilio('+447700900463', 'Hello can I get a copy of my tenancy agreement and the gas safety certificate please. Thanks, Mark');

  // An agent accepts one suggestion, so the list shows a conversation linked from triage.
  const [suggested] = (await dataSource.query(
    `SELECT id, "suggestedTicketId" FROM messages
      WHERE status = 'pending_triage' AND "suggestedTicketId" IS NOT NULL ORDER BY "createdAt" LIMIT 1`,
  )) as { id: string; suggestedTicketId: string }[];
  if (suggested) {
    await services.triage.act({ messageId: suggested.id, action: TriageActionValue.ASSIGN, ticketId: suggested.suggestedTicketId }, agent);
  }
  return sent;
}

interface OptionRow {
  id: string;
  isSuccess: boolean;
  shouldEscalate: boolean;
  nextStepId: string | null;
}

/** How a visit ends: fixed by the guide, escalated to a ticket, or left half-way. */
type Ending = 'resolve' | 'escalate' | 'abandon';

/**
 * Guided sessions over the last ten months: every article is used, the common problems (heating,
 * electrics) more; about half end fixed, a quarter escalated and the rest abandoned. Sessions
 * escalated in the last three days get their ticket, created from the guide's escalation draft.
 */
async function walkGuides(
  dataSource: DataSource,
  services: Services,
  clock: SeedClock,
  staff: User[],
): Promise<{ sessions: number; escalatedTickets: number }> {
  const rand = random(20261126);
  const articles = (await dataSource.query(
    `SELECT a.id, a.category FROM knowledge_articles a
      WHERE a."isActive" AND EXISTS (SELECT 1 FROM knowledge_steps s WHERE s."articleId" = a.id)
      ORDER BY a.title`,
  )) as { id: string; category: string }[];
  const [party] = (await dataSource.query(
    `SELECT p.id AS "propertyId", p."clientId", p."contactId" FROM properties p
      WHERE p."clientId" IS NOT NULL AND p."contactId" IS NOT NULL ORDER BY p."createdAt" LIMIT 1`,
  )) as { propertyId: string; clientId: string; contactId: string }[];
  const now = Date.now();
  let sessions = 0;
  let escalatedTickets = 0;
  for (const article of articles) {
    const visits = (article.category === 'heating' || article.category === 'electrical' ? 9 : 4) + Math.floor(rand() * 5);
    for (let v = 0; v < visits; v += 1) {
      // Recent visits are likelier: the last three days, this month, then the months before.
      const roll = rand();
      const ago = roll < 0.15 ? rand() * 3 * DAY : roll < 0.45 ? rand() * 25 * DAY : 25 * DAY + rand() * 280 * DAY;
      clock.set(new Date(now - ago - HOUR));
      const ending: Ending = rand() < 0.52 ? 'resolve' : rand() < 0.6 ? 'escalate' : 'abandon';
      const user = staff[Math.floor(rand() * staff.length)];
      // A visit within a day of the same user's unfinished one on the guide resumes it, as in the app.
      const { session, resumed } = await services.troubleshootingSessions.start(article.id, user);
      if (!resumed) sessions += 1;
      let current = session;
      const answers = ending === 'abandon' ? Math.floor(rand() * 3) : 12;
      for (let moves = 0; moves < answers && current.status === 'active'; moves += 1) {
        clock.set(new Date(clock.now().getTime() + (2 + rand() * 6) * 60_000));
        const options = (await dataSource.query(
          `SELECT id, "isSuccess", "shouldEscalate", "nextStepId" FROM step_options WHERE "stepId" = $1 ORDER BY "optionText", id`,
          [current.currentStepId],
        )) as OptionRow[];
        const option = chooseOption(options, ending, moves, rand, ending === 'abandon');
        if (!option) break;
        current = (await services.troubleshootingSessions.answer({ sessionId: current.id, optionId: option.id })).session;
      }
      if (current.status === 'escalated_to_ticket' && ago < 3 * DAY && party) {
        const draft = await services.troubleshootingSessions.escalationDraft(current.id, article.id);
        await services.troubleshootingSessions.escalate(
          {
            title: draft.title,
            description: draft.description,
            priority: TicketPriorityValue.IMPORTANT,
            category: draft.category as CategoryValue,
            clientId: party.clientId,
            propertyId: party.propertyId,
            requesterId: party.contactId,
            fromSession: current.id,
            articleId: article.id,
            source: 'troubleshooting',
          },
          user,
        );
        escalatedTickets += 1;
      }
    }
  }
  return { sessions, escalatedTickets };
}

/** The answer a visitor heading for `ending` gives at a step (a plain way on when it cannot end yet). */
function chooseOption(options: OptionRow[], ending: Ending, moves: number, rand: () => number, onlyOnward: boolean): OptionRow | null {
  const onward = options.filter((o) => !o.isSuccess && !o.shouldEscalate);
  const success = options.filter((o) => o.isSuccess);
  const escalate = options.filter((o) => o.shouldEscalate);
  const any = (list: OptionRow[]) => (list.length ? list[Math.floor(rand() * list.length)] : null);
  if (onlyOnward) return any(onward);
  if (ending === 'resolve' && success.length && (moves >= 1 || rand() < 0.3) && rand() < 0.7) return any(success);
  if (ending === 'escalate' && escalate.length && (moves >= 1 || rand() < 0.3) && rand() < 0.7) return any(escalate);
  return any(onward) ?? any(ending === 'resolve' ? success : escalate) ?? any(options);
}
