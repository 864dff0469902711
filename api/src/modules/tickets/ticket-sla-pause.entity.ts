import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Ticket } from './ticket.entity';
import { TicketStatusValue, type TicketStatus } from './ticket.enums';

/**
 * A pause of a ticket's SLA clock (ticket.sla.ts): from the change into a pausing status to the
 * change out of it. At most one is open per ticket; the due time is computed from them all.
 */
@Entity('ticket_sla_pauses')
@Check('CHK_ticket_sla_pauses_order', `"endedAt" IS NULL OR "endedAt" >= "startedAt"`)
@Index('IDX_ticket_sla_pauses_ticket', ['ticketId', 'startedAt'])
@Index('UQ_ticket_sla_pauses_open', ['ticketId'], { unique: true, where: `"endedAt" IS NULL` })
export class TicketSlaPause {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ticketId: string;

  @ManyToOne(() => Ticket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticketId', foreignKeyConstraintName: 'FK_ticket_sla_pauses_ticket' })
  ticket?: Ticket;

  /** The status that paused it. */
  @Column({ type: 'enum', enum: TicketStatusValue, enumName: 'ticket_status' })
  status: TicketStatus;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
