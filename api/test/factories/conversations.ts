import type { DataSource } from 'typeorm';
import { ChannelIdentity } from '../../src/modules/conversations/channel-identity.entity';
import { Conversation } from '../../src/modules/conversations/conversation.entity';
import type { Channel } from '../../src/modules/conversations/conversation.enums';
import { Message } from '../../src/modules/conversations/message.entity';

let n = 0;

/**
 * A conversation on `channel` with the contact, one inbound message from `address` (an e-mail
 * address or E.164 number, which also becomes the contact's identity) and, for SMS/WhatsApp, the
 * number it was sent to in its raw data.
 */
export async function buildConversation(
  ds: DataSource,
  fields: {
    contactId: string;
    channel: Channel;
    address: string;
    ticketId?: string | null;
    subject?: string | null;
    body?: string;
    to?: string;
  },
): Promise<{ conversation: Conversation; message: Message }> {
  n += 1;
  await ds
    .getRepository(ChannelIdentity)
    .upsert({ contactId: fields.contactId, channel: fields.channel, addressOrHandle: fields.address, verified: true }, [
      'channel',
      'addressOrHandle',
    ]);
  const at = new Date();
  const conversation = await ds.getRepository(Conversation).save(
    ds.getRepository(Conversation).create({
      contactId: fields.contactId,
      channel: fields.channel,
      ticketId: fields.ticketId ?? null,
      subject: fields.subject ?? null,
      lastMessageAt: at,
      messageCount: 1,
    }),
  );
  const message = await ds.getRepository(Message).save(
    ds.getRepository(Message).create({
      conversationId: conversation.id,
      contactId: fields.contactId,
      ticketId: fields.ticketId ?? null,
      channel: fields.channel,
      direction: 'inbound',
      subject: fields.subject ?? null,
      body: fields.body ?? `Inbound message ${n}`,
      provider: fields.channel === 'email' ? 'email' : 'twilio',
      providerMessageId: fields.channel === 'email' ? `<inbound-${n}-${Date.now()}@tenant.test>` : `SM${n}${Date.now()}`,
      status: fields.ticketId ? 'received' : 'pending_triage',
      rawData: fields.channel === 'email' ? { from: fields.address } : { From: fields.address, To: fields.to ?? null },
    }),
  );
  return { conversation, message };
}
