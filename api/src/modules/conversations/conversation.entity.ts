import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Ticket } from '../tickets/ticket.entity';
import { CHANNELS } from './conversation.enums';
import type { Channel } from './conversation.enums';

@Entity('conversations')
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
