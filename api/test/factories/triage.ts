import type { DataSource } from 'typeorm';
import type { Channel } from '../../src/modules/conversations/conversation.enums';
import type { RoutingDecision } from '../../src/modules/conversations/triage.routing';
import { clientsSpokenFor, type TriageService } from '../../src/modules/conversations/triage.service';

/**
 * Test data for the triage queue and its routing, inserted with SQL: people, places and tickets
 * as they are when a tenant writes in, and the tenant's inbound message waiting for triage.
 * Every builder takes overrides and answers the new row's id (and what tests assert on).
 */
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

export async function buildTriageClient(
  ds: DataSource,
  companyName = `Housing Co ${next()}`,
): Promise<{ id: string; companyName: string }> {
  const [row] = (await ds.query(
    `INSERT INTO clients ("firstName", "lastName", email, "companyName") VALUES ('Hana', 'Landlord', $1, $2) RETURNING id, "companyName"`,
    [`landlord.${next()}@example.test`, companyName],
  )) as { id: string; companyName: string }[];
  return row;
}

export async function buildTriageContact(ds: DataSource, name = `Tenant ${next()}`): Promise<{ id: string; name: string }> {
  const [row] = (await ds.query(`INSERT INTO contacts (name, email) VALUES ($1, $2) RETURNING id, name`, [
    name,
    `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${next()}@example.test`,
  ])) as { id: string; name: string }[];
  return row;
}

/** A flat or building: of a client, with a contact (the tenant who lives there) when given. */
export async function buildTriageProperty(
  ds: DataSource,
  fields: { clientId?: string | null; contactId?: string | null; name?: string } = {},
): Promise<{ id: string; name: string }> {
  const [row] = (await ds.query(
    `INSERT INTO properties (name, address, "clientId", "contactId") VALUES ($1, $2, $3, $4) RETURNING id, name`,
    [fields.name ?? `Flat ${next()}`, `${seq} Acacia Avenue, Leeds`, fields.clientId ?? null, fields.contactId ?? null],
  )) as { id: string; name: string }[];
  return row;
}

export interface TriageTicket {
  id: string;
  number: number;
  title: string;
}

/** A ticket as it stands (status, age): dueAt and the feed are beside the point here. */
export async function buildTriageTicket(
  ds: DataSource,
  fields: {
    clientId: string;
    requesterId: string;
    propertyId?: string | null;
    title: string;
    description?: string;
    category?: string;
    status?: string;
    createdAt?: Date;
  },
): Promise<TriageTicket> {
  const [row] = (await ds.query(
    `INSERT INTO tickets (title, description, priority, category, status, "clientId", "requesterId", "propertyId", "createdAt", "dueAt", "resolvedAt")
     VALUES ($1, $2, 'important', $3, $4::ticket_status, $5, $6, $7, $8, $8::timestamptz + interval '10 days',
             CASE WHEN $4::ticket_status = 'completed' THEN $8::timestamptz END)
     RETURNING id, number, title`,
    [
      fields.title,
      fields.description ?? fields.title,
      fields.category ?? 'other',
      fields.status ?? 'new',
      fields.clientId,
      fields.requesterId,
      fields.propertyId ?? null,
      fields.createdAt ?? new Date(),
    ],
  )) as TriageTicket[];
  return row;
}

export interface InboundFields {
  contactId: string | null;
  channel?: Channel;
  subject?: string | null;
  body: string;
  createdAt?: Date;
  /** Join this conversation instead of starting one. */
  conversationId?: string;
  clientId?: string | null;
  rawData?: Record<string, unknown> | null;
  status?: 'pending_triage' | 'received' | 'processed';
  ticketId?: string | null;
  /** The routing suggestion stored with it; none by default (Needs Review, 'Not routed yet.'). */
  suggestion?: RoutingDecision;
}

/** An inbound message in its own new conversation (or `conversationId`'s), waiting for triage unless told otherwise. */
export async function buildInboundMessage(ds: DataSource, fields: InboundFields): Promise<{ id: string; conversationId: string }> {
  const channel = fields.channel ?? 'email';
  const at = fields.createdAt ?? new Date();
  let conversationId = fields.conversationId;
  if (!conversationId) {
    const [conversation] = (await ds.query(
      `INSERT INTO conversations ("contactId", "clientId", "ticketId", channel, subject, "lastMessageAt", "messageCount", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, 0, $6) RETURNING id`,
      [fields.contactId, fields.clientId ?? null, fields.ticketId ?? null, channel, fields.subject ?? null, at],
    )) as { id: string }[];
    conversationId = conversation.id;
  }
  const [message] = (await ds.query(
    `INSERT INTO messages ("conversationId", "contactId", "clientId", "ticketId", channel, direction, subject, body, provider, "providerMessageId", status, "rawData", "createdAt",
                           "suggestedTicketId", "suggestionConfidence", "suggestionReason", urgent)
     VALUES ($1, $2, $3, $4, $5, 'inbound', $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16) RETURNING id`,
    [
      conversationId,
      fields.contactId,
      fields.clientId ?? null,
      fields.ticketId ?? null,
      channel,
      fields.subject ?? null,
      fields.body,
      channel === 'email' ? 'email' : 'twilio',
      channel === 'email' ? `inbound-${next()}@tenant.test` : `SM${next()}`,
      fields.status ?? 'pending_triage',
      fields.rawData ? JSON.stringify(fields.rawData) : null,
      at,
      fields.suggestion?.ticketId ?? null,
      fields.suggestion?.confidence ?? null,
      fields.suggestion?.reason ?? null,
      fields.suggestion?.urgent ?? false,
    ],
  )) as { id: string }[];
  await ds.query(`UPDATE conversations SET "messageCount" = "messageCount" + 1, "lastMessageAt" = $2 WHERE id = $1`, [conversationId, at]);
  return { id: message.id, conversationId };
}

/**
 * An inbound message waiting for triage with the routing suggestion the ingestion stores with it
 * (TriageService.suggest), computed from what the test says of it: the clients its sender speaks
 * for (`speaksFor`, beside its own `clientId`) and the tickets whose e-mails it replies to.
 */
export async function buildRoutedMessage(
  ds: DataSource,
  triage: Pick<TriageService, 'suggest'>,
  fields: Omit<InboundFields, 'suggestion' | 'status'> & { speaksFor?: string[]; repliedTicketIds?: string[] },
): Promise<{ id: string; conversationId: string }> {
  const { speaksFor = [], repliedTicketIds = [], ...message } = fields;
  const createdAt = message.createdAt ?? new Date();
  const suggestion = await triage.suggest(ds.manager, {
    contactId: message.contactId,
    clientIds: clientsSpokenFor(message.clientId ?? null, { speaksFor }),
    subject: message.subject ?? null,
    body: message.body,
    repliedTicketIds,
    receivedAt: createdAt,
  });
  return buildInboundMessage(ds, { ...message, createdAt, suggestion });
}

/** An e-mail sent from a ticket (its Message-ID stored), which a tenant's reply names in In-Reply-To. */
export async function buildOutboundEmail(
  ds: DataSource,
  fields: { conversationId: string; ticketId: string; contactId: string; providerMessageId: string },
): Promise<{ id: string }> {
  const [row] = (await ds.query(
    `INSERT INTO messages ("conversationId", "contactId", "ticketId", channel, direction, subject, body, provider, "providerMessageId", status)
     VALUES ($1, $2, $3, 'email', 'outbound', 'Your repair', 'We will visit on Monday.', 'smtp', $4, 'sent') RETURNING id`,
    [fields.conversationId, fields.contactId, fields.ticketId, fields.providerMessageId],
  )) as { id: string }[];
  return row;
}

/** A channel identity registered on a client: the contact speaks for that client (its managing agent, say). */
export async function buildClientIdentity(ds: DataSource, fields: { contactId: string; clientId: string; address: string }): Promise<void> {
  await ds.query(
    `INSERT INTO channel_identities ("contactId", "clientId", channel, "addressOrHandle", verified) VALUES ($1, $2, 'email', $3, true)`,
    [fields.contactId, fields.clientId, fields.address],
  );
}
