import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Property } from '../properties/property.entity';
import { Ticket } from '../tickets/ticket.entity';
import { SESSION_STATUSES } from './knowledge.enums';
import type { SessionStatus } from './knowledge.enums';
import { KnowledgeArticle } from './knowledge-article.entity';
import { KnowledgeStep } from './knowledge-step.entity';

/** A guided walk through an article's steps, which ends resolved or escalated into a ticket. */
@Entity('troubleshooting_sessions')
export class TroubleshootingSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  articleId: string;

  @ManyToOne(() => KnowledgeArticle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article?: KnowledgeArticle;

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
  propertyId: string | null;

  @ManyToOne(() => Property, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'propertyId' })
  property?: Property | null;

  @Column({ type: 'uuid', nullable: true })
  currentStepId: string | null;

  @ManyToOne(() => KnowledgeStep, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'currentStepId' })
  currentStep?: KnowledgeStep | null;

  @Column({ type: 'enum', enum: SESSION_STATUSES, enumName: 'troubleshooting_session_status', default: 'active' })
  status: SessionStatus;

  /** Ids of the steps completed so far, in order. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  completedSteps: string[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  sessionData: Record<string, unknown>;

  @Index('IDX_troubleshooting_sessions_escalated')
  @Column({ type: 'uuid', nullable: true })
  escalatedTicketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'escalatedTicketId' })
  escalatedTicket?: Ticket | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
