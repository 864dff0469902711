import { formatSlaDuration, NotificationEvent } from '@pmp/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { inBatches } from '../../common/batches';
import type { NotificationPreferenceService } from '../notifications/notification-preferences.service';
import type { Notifier } from '../notifications/notifier.service';
import type { UserService } from '../users/user.service';
import { slaRemainingSql } from './ticket.sla';

const BATCH_SIZE = 100;

/** What the sweep reads of a ticket whose warning fell due. */
interface DueWarning {
  id: string;
  number: number;
  title: string;
  assigneeId: string | null;
  breached: boolean;
  remainingSeconds: number;
}

/**
 * Breach warnings (README "SLA rules"): when a ticket has used 75% of its SLA time, and when it
 * breaches, its assignee is told (by the channels they chose for SLA warnings); an unassigned
 * ticket (or one whose assignee left) tells the active people who chose "unassigned tickets", or
 * the admins when nobody did. One warning per threshold per ticket: what was sent is kept on the ticket
 * (`slaWarningsSent`), and a trigger keeps the instant of the next one (`slaNextWarningAt`, none
 * while paused or completed), so the sweep reads an index. Batches lock their tickets with
 * SKIP LOCKED, so two processes sweeping at once never warn twice.
 */
export class SlaWarningService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifier: Pick<Notifier, 'notify'>,
    private readonly users: Pick<UserService, 'activeIds' | 'activeAdminIds'>,
    private readonly preferences: Pick<NotificationPreferenceService, 'unassignedSubscriberIds'>,
  ) {}

  /** Sends every warning due now; answers how many notifications were created. */
  sweep(): Promise<number> {
    return inBatches(BATCH_SIZE, () => this.sweepBatch());
  }

  private async sweepBatch(): Promise<{ scanned: number; created: number }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const due = (await manager.query(
        `SELECT t.id, t.number, t.title, t."assigneeId", NOT ticket_sla_met(now(), t."dueAt") AS breached,
                round(${slaRemainingSql('t')})::int AS "remainingSeconds"
           FROM tickets t
          WHERE t."slaNextWarningAt" <= now()
          ORDER BY t."slaNextWarningAt"
          LIMIT ${BATCH_SIZE}
          FOR UPDATE OF t SKIP LOCKED`,
      )) as DueWarning[];
      if (due.length === 0) return { scanned: 0, created: 0 };
      // An assignee who has left counts as none.
      const active = await this.users.activeIds(
        due.flatMap((t) => (t.assigneeId ? [t.assigneeId] : [])),
        manager,
      );
      for (const ticket of due) if (ticket.assigneeId && !active.has(ticket.assigneeId)) ticket.assigneeId = null;
      const unassigned = due.some((t) => !t.assigneeId) ? await this.unassignedRecipients(manager) : null;
      let created = 0;
      for (const ticket of due) {
        created += await this.notifier.notify(manager, {
          event: ticket.assigneeId ? NotificationEvent.SLA : unassigned!.event,
          type: ticket.breached ? 'sla_breach' : 'sla_warning',
          recipientIds: ticket.assigneeId ? [ticket.assigneeId] : unassigned!.userIds,
          urgent: true,
          title: ticket.breached ? `SLA breached: #${ticket.number} ${ticket.title}` : `SLA 75% used: #${ticket.number} ${ticket.title}`,
          body: ticket.breached
            ? `Past its due time${ticket.assigneeId ? '' : ' and unassigned'}`
            : `${formatSlaDuration(ticket.remainingSeconds)} of SLA time left${ticket.assigneeId ? '' : ' · unassigned'}`,
          taskId: null,
          ticketId: ticket.id,
        });
      }
      // The breach counts for both thresholds: a ticket found past both is told once. One statement
      // for the batch: each update of tickets runs the daily summary's statement trigger.
      await manager.query(
        `UPDATE tickets t SET "slaWarningsSent" = s.sent FROM unnest($1::uuid[], $2::smallint[]) AS s(id, sent) WHERE t.id = s.id`,
        [due.map((t) => t.id), due.map((t) => (t.breached ? 2 : 1))],
      );
      return { scanned: due.length, created };
    });
    return outcome;
  }

  /**
   * Who hears of an unassigned ticket: the active people who chose "unassigned tickets" (by the
   * channels they chose for it), else the active admins (by their channels for SLA warnings).
   */
  private async unassignedRecipients(manager: EntityManager): Promise<{ event: NotificationEvent; userIds: string[] }> {
    const subscribers = await this.preferences.unassignedSubscriberIds(manager);
    const active = await this.users.activeIds(subscribers, manager);
    const userIds = subscribers.filter((id) => active.has(id));
    if (userIds.length > 0) return { event: NotificationEvent.UNASSIGNED_TICKETS, userIds };
    return { event: NotificationEvent.SLA, userIds: await this.users.activeAdminIds(manager) };
  }
}
