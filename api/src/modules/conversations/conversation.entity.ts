import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Ticket } from '../tickets/ticket.entity';
import { User } from '../users/user.entity';
import { RawIndex } from '../../common/raw-index';
import { CHANNELS, CONVERSATION_STATES } from './conversation.enums';
import type { Channel, ConversationState } from './conversation.enums';

@Entity('conversations')
// The list's filters by state and by assignee keep its newest-activity-first order.
@RawIndex('IDX_conversations_state_last_message', '(state, "lastMessageAt" DESC NULLS LAST, id DESC)')
@RawIndex('IDX_conversations_assignee_last_message', '("assigneeId", "lastMessageAt" DESC NULLS LAST, id DESC)')
@RawIndex('IDX_conversations_subject_trgm', 'USING gin (lower((subject)::text) gin_trgm_ops)')
export class Conversation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
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

  @Index()
  @Column({ type: 'uuid', nullable: true })
  ticketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ticketId' })
  ticket?: Ticket | null;

  @Column({ type: 'enum', enum: CHANNELS, enumName: 'channel' })
  channel: Channel;

  @Column({ type: 'varchar', length: 500, nullable: true })
  subject: string | null;

  @Index()
  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  messageCount: number;

  /** When the contact last wrote: what makes the conversation unread for whoever has not opened it since. */
  @Column({ type: 'timestamptz', nullable: true })
  lastInboundAt: Date | null;

  @Column({ type: 'enum', enum: CONVERSATION_STATES, enumName: 'conversation_state', default: 'open' })
  state: ConversationState;

  /** The agent who answers it; null: nobody yet. */
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigneeId', foreignKeyConstraintName: 'FK_conversations_assignee' })
  assignee?: User | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
