import { TICKET_PRIORITIES, type TicketPriority } from '@pmp/shared';
import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * An SLA target of one priority from an instant on. Rows are only added: a ticket's due time counts
 * the target in effect when it was created (ticket_sla_interval, tickets/ticket.sla.ts), so a
 * change applies to tickets created after it (who changed it is in the audit log). The defaults
 * are in effect from -infinity.
 */
@Entity('sla_targets')
@Unique('UQ_sla_targets_priority_from', ['priority', 'effectiveFrom'])
@Check('CHK_sla_targets_hours', `"hours" BETWEEN 1 AND 8760`)
export class SlaTarget {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: TICKET_PRIORITIES, enumName: 'ticket_priority' })
  priority: TicketPriority;

  @Column({ type: 'integer' })
  hours: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  effectiveFrom: Date;
}
