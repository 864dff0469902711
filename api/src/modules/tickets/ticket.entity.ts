import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
} from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Property } from '../properties/property.entity';
import { User } from '../users/user.entity';
import {
  CATEGORIES,
  CategoryValue,
  SlaStateValue,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketPriorityValue,
  TicketStatusValue,
} from './ticket.enums';
import type { Category, TicketPriority, TicketStatus } from './ticket.enums';
import { slaStateSql } from './ticket.sla';

/** Ticket numbers come from this sequence so that concurrent creations never share a number. */
export const TICKET_NUMBER_SEQUENCE = 'ticket_number_seq';

// Every Ticket handed to GraphQL is read with its client, requester, property and assignee
// (TicketQueries.toTicket), so those fields read the object as it is, as all the others do: no
// resolver of ours per field and row (docs/decisions.md, "GraphQL reads").
@ObjectType({ description: 'A support ticket with its SLA.', simpleResolvers: true })
@Entity('tickets')
// The list's filters, each with the newest-first order; the dashboard's open tickets; the search.
@RawIndex('IDX_tickets_created_id', '("createdAt" DESC, "id")')
@RawIndex('IDX_tickets_status_created', '("status", "createdAt" DESC, "id")')
@RawIndex('IDX_tickets_priority_created', '("priority", "createdAt" DESC, "id")')
@RawIndex('IDX_tickets_status_priority_created', '("status", "priority", "createdAt" DESC, "id")')
@RawIndex('IDX_tickets_category_created', '("category", "createdAt" DESC, "id")')
@RawIndex('IDX_tickets_assignee_created', '("assigneeId", "createdAt" DESC, "id")')
@RawIndex('IDX_tickets_dashboard_active', `("priority", "dueAt") INCLUDE ("slaPausedAt") WHERE "status" <> 'completed'`)
@Index('IDX_tickets_sla_next_warning', ['slaNextWarningAt'], { where: `"slaNextWarningAt" IS NOT NULL` })
@Check('CHK_tickets_sla_warnings_sent', `"slaWarningsSent" BETWEEN 0 AND 2`)
@RawIndex('IDX_tickets_search_text_trgm', 'USING gin ("searchText" gin_trgm_ops) WITH (fastupdate = off)')
export class Ticket {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => Int)
  @Column({ type: 'integer', unique: true, default: () => `nextval('${TICKET_NUMBER_SEQUENCE}')` })
  number: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => TicketPriorityValue)
  @Column({ type: 'enum', enum: TICKET_PRIORITIES, enumName: 'ticket_priority' })
  priority: TicketPriority;

  @Field(() => TicketStatusValue)
  @Index()
  @Column({ type: 'enum', enum: TICKET_STATUSES, enumName: 'ticket_status', default: 'new' })
  status: TicketStatus;

  @Field(() => CategoryValue)
  @Column({ type: 'enum', enum: CATEGORIES, enumName: 'category' })
  category: Category;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  clientId: string;

  @Field(() => Client)
  @ManyToOne(() => Client, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clientId' })
  client?: Client;

  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  propertyId: string | null;

  @Field(() => Property, { nullable: true })
  @ManyToOne(() => Property, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'propertyId' })
  property?: Property | null;

  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: User | null;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  requesterId: string;

  @Field(() => Contact)
  @ManyToOne(() => Contact, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'requesterId' })
  requester?: Contact;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  /** Set by the server by the SLA rule (ticket.sla.ts); never by the client. */
  @Field({ description: "SLA due time: createdAt + the priority's target (set by the server)." })
  @Column({ type: 'timestamptz' })
  dueAt: Date;

  /** When the SLA clock stopped, while it is paused (ticket.sla.ts); set by the server. */
  @Field(() => Date, {
    nullable: true,
    description: 'While the SLA clock is paused: when it stopped. The due time moves on by the pause when it ends.',
  })
  @Column({ type: 'timestamptz', nullable: true })
  slaPausedAt: Date | null;

  /** The breach warnings sent (sla-warnings.service.ts): 0 none, 1 at 75% of the SLA time, 2 at the breach. Never selected or sent. */
  @Column({ type: 'smallint', default: 0, select: false })
  slaWarningsSent?: number;

  /** When the next breach warning falls, kept by a trigger (migration SlaWarnings); null when none is due. Never selected or sent. */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  slaNextWarningAt?: Date | null;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /**
   * What the list's search matches: the number, title and description, lower-cased and joined by
   * U+001F (which no pattern contains), so one trigram index serves the search (migration
   * TicketSearchText). Stored by PostgreSQL; never selected, written or sent.
   */
  @Column({
    type: 'text',
    nullable: true,
    generatedType: 'STORED',
    asExpression: `lower("number"::text || E'\\x1f' || "title" || E'\\x1f' || "description")`,
    select: false,
    insert: false,
    update: false,
  })
  searchText?: string;

  /** Read-only, computed by PostgreSQL on every select (ticket.sla.ts). */
  @Field(() => SlaStateValue, { description: 'SLA state at query time, computed by the database.' })
  @VirtualColumn({ type: 'text', query: (alias) => `SELECT ${slaStateSql(alias)}` })
  slaState: SlaStateValue;
}
