import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Property } from '../properties/property.entity';
import { User } from '../users/user.entity';
import { CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from './ticket.enums';
import type { Category, TicketPriority, TicketStatus } from './ticket.enums';

/** Ticket numbers come from this sequence so that concurrent creations never share a number. */
export const TICKET_NUMBER_SEQUENCE = 'ticket_number_seq';

@Entity('tickets')
export class Ticket {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'integer', unique: true, default: () => `nextval('${TICKET_NUMBER_SEQUENCE}')` })
  number: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'enum', enum: TICKET_PRIORITIES, enumName: 'ticket_priority' })
  priority: TicketPriority;

  @Index()
  @Column({ type: 'enum', enum: TICKET_STATUSES, enumName: 'ticket_status', default: 'new' })
  status: TicketStatus;

  @Column({ type: 'enum', enum: CATEGORIES, enumName: 'category' })
  category: Category;

  @Index()
  @Column({ type: 'uuid' })
  clientId: string;

  @ManyToOne(() => Client, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clientId' })
  client?: Client;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  propertyId: string | null;

  @ManyToOne(() => Property, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'propertyId' })
  property?: Property | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: User | null;

  @Index()
  @Column({ type: 'uuid' })
  requesterId: string;

  @ManyToOne(() => Contact, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'requesterId' })
  requester?: Contact;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  /** Set by the server from the priority's SLA; never by the client. */
  @Column({ type: 'timestamptz' })
  dueAt: Date;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];
}
