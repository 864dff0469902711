import { CHANNEL_IN_TEXT, TICKET_LIMITS, type Channel } from '@pmp/shared';
import type { EntityManager } from 'typeorm';
import type { ContactService } from '../contacts/contact.service';
import type { TicketService } from '../tickets/ticket.service';

/**
 * Puts inbound messages that joined a ticket (threaded onto it, or triaged to it) in the ticket's
 * Activity Feed, inside the caller's transaction: an e-mail as an `email` entry, SMS and WhatsApp
 * as `client_update`, each naming the sender and carrying the message, with the conversation in
 * its metadata so the feed links to it. Inbound entries never count as the ticket's first response.
 */
export async function recordInboundOnTicket(
  m: EntityManager,
  links: { tickets: TicketService; contacts: ContactService },
  ticketId: string,
  messageIds: readonly string[],
): Promise<void> {
  if (messageIds.length === 0) return;
  const rows = (await m.query(
    `SELECT id, "conversationId", channel, subject, body, "contactId", "clientId"
       FROM messages WHERE id = ANY($1::uuid[]) ORDER BY "createdAt", id`,
    [messageIds],
  )) as {
    id: string;
    conversationId: string;
    channel: Channel;
    subject: string | null;
    body: string;
    contactId: string | null;
    clientId: string | null;
  }[];
  for (const row of rows) {
    const contact = row.contactId ? await links.contacts.find(row.contactId, m) : null;
    const heading = `Inbound ${CHANNEL_IN_TEXT[row.channel]} from ${contact?.name ?? 'an unknown sender'}`;
    const text = [heading, row.subject ? `Subject: ${row.subject}` : null, '', row.body].filter((line) => line !== null).join('\n');
    await links.tickets.recordActivity(m, {
      ticketId,
      type: row.channel === 'email' ? 'email' : 'client_update',
      userId: null,
      contactId: row.contactId,
      clientId: row.clientId,
      content: text.slice(0, TICKET_LIMITS.activityContent),
      metadata: { direction: 'inbound', channel: row.channel, conversationId: row.conversationId, messageId: row.id },
    });
  }
}
