import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Ticket } from '../tickets/ticket.entity';
import { User } from '../users/user.entity';
import { CHANNELS, MESSAGE_DIRECTIONS, MESSAGE_STATUSES } from './conversation.enums';
import type { Channel, MessageDirection, MessageStatus } from './conversation.enums';
import { RawIndex } from '../../common/raw-index';
import { TRIAGE_CONFIDENCES, TRIAGE_DISMISS_REASONS } from './triage.enums';
import type { TriageConfidence, TriageDismissReason } from './triage.enums';
import { Conversation } from './conversation.entity';

/** One inbound or outbound message; (provider, providerMessageId) makes inbound webhooks idempotent. */
@Entity('messages')
@Unique('UQ_messages_provider_message', ['provider', 'providerMessageId'])
@Index(['conversationId', 'createdAt'])
// An e-mail's In-Reply-To/References find the message they name, whichever provider it came from.
@Index('IDX_messages_provider_message_id', ['providerMessageId'])
// The triage queue: waiting messages, urgent first, then oldest first (docs/product.md §10).
// The conversation search's text match (ConversationService.list).
@RawIndex('IDX_messages_body_trgm', 'USING gin (lower(body) gin_trgm_ops)')
@RawIndex('IDX_messages_triage_queue', '("urgent" DESC, "createdAt", "id") WHERE "status" = \'pending_triage\'')
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversationId' })
  conversation?: Conversation;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  ticketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ticketId' })
  ticket?: Ticket | null;

  @Column({ type: 'uuid', nullable: true })
  contactId: string | null;

  @ManyToOne(() => Contact, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contactId' })
  contact?: Contact | null;

  @Column({ type: 'uuid', nullable: true })
  clientId: string | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'clientId' })
  client?: Client | null;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Column({ type: 'enum', enum: CHANNELS, enumName: 'channel' })
  channel: Channel;

  @Column({ type: 'enum', enum: MESSAGE_DIRECTIONS, enumName: 'message_direction' })
  direction: MessageDirection;

  @Column({ type: 'varchar', length: 500, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  provider: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  providerMessageId: string | null;

  /** Who sent an inbound message: a lower-cased e-mail address or an E.164 number (what a block names). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  fromAddress: string | null;

  @Index()
  @Column({ type: 'enum', enum: MESSAGE_STATUSES, enumName: 'message_status', default: 'received' })
  status: MessageStatus;

  @Column({ type: 'integer', default: 0 })
  attachmentCount: number;

  @Column({ type: 'jsonb', nullable: true })
  rawData: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  routingToken: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /**
   * An inbound mail as it arrived (the .eml under DATA_DIR, `uploads/mail/<name>`), for the raw
   * MIME routes and the desk mailboxes; null for the JSON webhook, SMS and WhatsApp.
   */
  @Column({ type: 'text', nullable: true })
  rawBlobRef: string | null;

  /**
   * Why an inbound mail was kept out of triage: the desk's own mail, an auto-reply, mailing-list
   * mail, a delivery report. Null for mail from a person.
   */
  @Column({ type: 'text', nullable: true })
  filteredReason: string | null;

  /** Why an outbound message could not be sent or was not delivered (the provider's answer, a bounce), or why an inbound mail could not be read; null otherwise. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  // The routing suggestion, computed once when the message arrives (InboundService, through TriageService.suggest).

  /** The ticket the message most likely belongs to; null when there is none to suggest. */
  @Column({ type: 'uuid', nullable: true })
  suggestedTicketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'suggestedTicketId', foreignKeyConstraintName: 'FK_messages_suggested_ticket' })
  suggestedTicket?: Ticket | null;

  /** How sure the suggestion is; null: 'Needs Review'. */
  @Column({ type: 'enum', enum: TRIAGE_CONFIDENCES, enumName: 'triage_confidence', nullable: true })
  suggestionConfidence: TriageConfidence | null;

  /** Why, in words an agent understands; null until the message has been routed. */
  @Column({ type: 'text', nullable: true })
  suggestionReason: string | null;

  /** The text reads as an emergency (gas, leak, fire, no heating in winter, ...): the queue shows it first, in red. */
  @Column({ type: 'boolean', default: false })
  urgent: boolean;

  // A dismissal: the agent took the message out of the queue without a ticket (TriageService.dismiss).

  @Column({ type: 'enum', enum: TRIAGE_DISMISS_REASONS, enumName: 'triage_dismiss_reason', nullable: true })
  dismissReason: TriageDismissReason | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  dismissNote: string | null;

  @Column({ type: 'uuid', nullable: true })
  dismissedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'dismissedById', foreignKeyConstraintName: 'FK_messages_dismissed_by' })
  dismissedBy?: User | null;

  @Column({ type: 'timestamptz', nullable: true })
  dismissedAt: Date | null;
}
