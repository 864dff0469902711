import type { AuditService } from '../audit/audit.service';
import { feature, resolver } from '../../common/feature-module';
import type { ClientService } from '../clients/client.service';
import type { ContactService } from '../contacts/contact.service';
import type { MailService } from '../email/mail.service';
import type { PropertyService } from '../properties/property.service';
import type { TicketService } from '../tickets/ticket.service';
import type { Notifier } from '../notifications/notifier.service';
import type { UserService } from '../users/user.service';
import type { OnCallService } from '../oncall/oncall.service';
import { Attachment } from './attachment.entity';
import { BlockedSender } from './blocked-sender.entity';
import { ChannelIdentity } from './channel-identity.entity';
import { ConversationRead } from './conversation-read.entity';
import { DeliveryReport } from './delivery-report.entity';
import { ConversationEventsResolver } from './conversation-events.resolver';
import { Conversation } from './conversation.entity';
import { conversationEventSink, type ConversationEventSink } from './conversation.events';
import { ActivityDeliveryResolver, ConversationResolver } from './conversation.resolver';
import { attachmentsRouter, conversationsRouter, messagesRouter } from './conversation.rest';
import { ConversationService } from './conversation.service';
import { InboundService } from './inbound.service';
import { Message } from './message.entity';
import { OutboundService } from './outbound.service';
import { TriageResolver } from './triage.resolver';
import { triageRouter } from './triage.rest';
import { TriageService } from './triage.service';
import { TwilioMediaFetcher } from './twilio-media';
import { TwilioSender } from './twilio-sender';
import { webhookRouter } from './webhook.rest';
import { WebhookToken } from './webhook-token.entity';
import { WhatsAppTemplate } from './whatsapp-template.entity';
import { ConversationWindowResolver, WhatsAppTemplateAdminResolver, WhatsAppTemplateResolver } from './whatsapp-template.resolver';
import { WhatsAppTemplateService } from './whatsapp-template.service';

interface Uses {
  audit: AuditService;
  conversationEvents: ConversationEventSink;
  conversations: ConversationService;
  triage: TriageService;
  inbound: InboundService;
  outbound: OutboundService;
  whatsappTemplates: WhatsAppTemplateService;
  contacts: ContactService;
  clients: ClientService;
  properties: PropertyService;
  tickets: TicketService;
  users: UserService;
  mail: MailService;
  twilioSender: TwilioSender;
  oncall: OnCallService;
  notifier: Notifier;
}

/** Inbound e-mail, SMS and WhatsApp (webhooks), the triage queue, conversations and replies. */
export const conversationsModule = feature<Uses>()({
  name: 'conversations',
  entities: [
    ChannelIdentity,
    Conversation,
    ConversationRead,
    Message,
    Attachment,
    WhatsAppTemplate,
    WebhookToken,
    BlockedSender,
    DeliveryReport,
  ],
  services: {
    /** Where the conversation services announce their committed changes (live updates). */
    conversationEvents: (_, { publish }) => conversationEventSink(publish),
    conversations: ({ contacts, tickets, users, conversationEvents }, { dataSource }) =>
      new ConversationService(dataSource, { contacts, tickets, users }, conversationEvents),
    triage: ({ tickets, clients, contacts, properties, users, conversationEvents }, { dataSource }) =>
      new TriageService(dataSource, { tickets, clients, contacts, properties, users }, conversationEvents),
    inbound: ({ contacts, tickets, triage, conversationEvents, notifier, oncall }, { dataSource, config, log }) =>
      new InboundService(
        dataSource,
        { contacts, tickets, triage, notifier },
        {
          dataDir: config.DATA_DIR,
          deskEmail: config.DESK_EMAIL ?? null,
          log,
          // Without the account's credentials Twilio would refuse every fetch: the media stay links.
          twilioMedia: config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN ? new TwilioMediaFetcher(config) : undefined,
          // An urgent message is raised to the person on call with the message, and alerted once committed.
          urgent: oncall,
          // A message waiting for triage was stored with its routing suggestion, in the same transaction.
          onStored: (event) => {
            if (!event.created) return;
            conversationEvents.messageStored({
              conversationId: event.conversationId,
              messageId: event.messageId,
              pendingTriage: event.status === 'pending_triage',
            });
          },
          // An outbound e-mail a delivery report marked failed: the thread shows it.
          onUpdated: (event) => conversationEvents.messageUpdated(event),
        },
      ),
    // Replies and e-mails that leave (SMS/WhatsApp through Twilio, e-mail through `mail`).
    /** Approved WhatsApp templates (Twilio Content SIDs), configured by an administrator. */
    whatsappTemplates: ({ audit }, { dataSource }) => new WhatsAppTemplateService(dataSource, audit),
    /** SMS and WhatsApp through Twilio: replies, and the Channels screen's test messages. */
    twilioSender: (_, { config }) => new TwilioSender(config),
    outbound: ({ conversations, contacts, tickets, mail, conversationEvents, whatsappTemplates, twilioSender }, { dataSource, config }) =>
      new OutboundService(dataSource, {
        conversations,
        contacts,
        tickets,
        twilio: twilioSender,
        mail,
        events: conversationEvents,
        templates: whatsappTemplates,
        deskEmail: config.DESK_EMAIL ?? null,
      }),
  },
  resolvers: [
    resolver(TriageResolver, ({ triage }) => new TriageResolver(triage)),
    resolver(ConversationResolver, ({ conversations, outbound }) => new ConversationResolver(conversations, outbound)),
    resolver(ActivityDeliveryResolver, ({ outbound }) => new ActivityDeliveryResolver(outbound)),
    resolver(ConversationEventsResolver, () => new ConversationEventsResolver()),
    resolver(WhatsAppTemplateResolver, ({ whatsappTemplates, outbound }) => new WhatsAppTemplateResolver(whatsappTemplates, outbound)),
    resolver(WhatsAppTemplateAdminResolver, ({ whatsappTemplates }) => new WhatsAppTemplateAdminResolver(whatsappTemplates)),
    resolver(ConversationWindowResolver, ({ outbound }) => new ConversationWindowResolver(outbound)),
  ],
  routers: [
    { path: '/api/webhooks', access: 'webhook', create: ({ inbound, outbound }, { config }) => webhookRouter(inbound, outbound, config) },
    { path: '/api/triage', create: ({ triage }) => triageRouter(triage) },
    { path: '/api/conversations', create: ({ conversations, outbound }) => conversationsRouter(conversations, outbound) },
    { path: '/api/messages', create: ({ outbound }) => messagesRouter(outbound) },
    { path: '/api/attachments', create: ({ conversations }, { config }) => attachmentsRouter(conversations, config.DATA_DIR) },
  ],
});
