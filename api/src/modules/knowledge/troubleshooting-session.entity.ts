import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Property } from '../properties/property.entity';
import { Ticket } from '../tickets/ticket.entity';
import { User } from '../users/user.entity';
import { SESSION_STATUSES, SessionStatusValue } from './knowledge.enums';
import type { SessionStatus } from './knowledge.enums';
import { KnowledgeArticle } from './knowledge-article.entity';
import { KnowledgeStep } from './knowledge-step.entity';

/** One answer given in a session: the step, the option chosen (texts as they were then) and when. */
export interface SessionAnswer {
  stepId: string;
  stepNumber: number;
  stepTitle: string;
  optionId: string;
  optionText: string;
  /** ISO time. */
  at: string;
}

/** What a session keeps in `sessionData`: the answers standing, oldest first (Previous Step takes the last back). */
export interface SessionData {
  path?: SessionAnswer[];
  /** The escalating option's note, when an option escalated the session. */
  escalationNote?: string | null;
}

/**
 * A guided walk through an article's steps, which ends resolved or escalated into a ticket
 * (docs/product.md §4 "Troubleshooting session"; the figures: docs/decisions.md).
 */
@ObjectType({ description: "A guided walk through an article's steps.", simpleResolvers: true })
@Entity('troubleshooting_sessions')
// The dashboard's 'Resolved by self-help' (sessions ended in a month or year) and sessions started in a period.
@RawIndex('IDX_troubleshooting_sessions_ended', '("completedAt") INCLUDE ("status", "escalatedTicketId") WHERE ("completedAt" IS NOT NULL)')
@Index('IDX_troubleshooting_sessions_created', ['createdAt'])
export class TroubleshootingSession {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  articleId: string;

  @ManyToOne(() => KnowledgeArticle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article?: KnowledgeArticle;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  contactId: string | null;

  @ManyToOne(() => Contact, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contactId' })
  contact?: Contact | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  clientId: string | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'clientId' })
  client?: Client | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  propertyId: string | null;

  @ManyToOne(() => Property, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'propertyId' })
  property?: Property | null;

  @Field(() => ID, { nullable: true, description: 'The step shown; null once that step was deleted.' })
  @Column({ type: 'uuid', nullable: true })
  currentStepId: string | null;

  @ManyToOne(() => KnowledgeStep, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'currentStepId' })
  currentStep?: KnowledgeStep | null;

  @Field(() => SessionStatusValue)
  @Column({ type: 'enum', enum: SESSION_STATUSES, enumName: 'troubleshooting_session_status', default: 'active' })
  status: SessionStatus;

  /** Ids of the steps completed so far, in order. */
  @Field(() => [ID], { description: 'Ids of the steps completed so far, in order.' })
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  completedSteps: string[];

  /** The answers given (SessionData); shown through `answers`. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  sessionData: SessionData;

  @Field(() => ID, { nullable: true, description: 'The ticket this session was escalated into.' })
  @Index('IDX_troubleshooting_sessions_escalated')
  @Column({ type: 'uuid', nullable: true })
  escalatedTicketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'escalatedTicketId' })
  escalatedTicket?: Ticket | null;

  @Field(() => ID, { nullable: true, description: 'Who started it (null for a deleted user); only they resume it.' })
  @Column({ type: 'uuid', nullable: true })
  startedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'startedById' })
  startedBy?: User | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'Its last move (start, answer, Previous Step, update).' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastActivityAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it ended: resolved or escalated.' })
  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
