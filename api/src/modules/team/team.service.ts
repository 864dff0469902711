import { AuditAction, displayName } from '@pmp/shared';
import type { EntityManager } from 'typeorm';
import type { AuditActor, SignedInActor } from '../../common/actor';
import type { AuditService } from '../audit/audit.service';
import { Invalid } from '../../common/errors';
import type { TaskService } from '../tasks/task.service';
import type { TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import type { Role } from '../users/user.enums';
import type { UserService } from '../users/user.service';
import type { ReassignedWork, TeamMember } from './team.types';

/**
 * Team administration (admins): roles, deactivation and reactivation, and handing a leaver's
 * unfinished work to someone else. A deactivated user's sessions end on every instance at once:
 * every session lookup joins the user's `isActive`, and PostgreSQL announces the change.
 */
export class TeamService {
  constructor(
    private readonly users: UserService,
    private readonly tickets: TicketService,
    private readonly tasks: TaskService,
    private readonly audit: AuditService,
  ) {}

  async members(): Promise<TeamMember[]> {
    const [people, tickets, tasks] = await Promise.all([
      this.users.team(),
      this.tickets.openCountsByAssignee(),
      this.tasks.openCountsByAssignee(),
    ]);
    return people.map((user) => this.member(user, tickets, tasks));
  }

  async changeRole(actor: AuditActor, userId: string, role: Role): Promise<TeamMember> {
    const user = await this.users.changeAccess(userId, { role }, (manager, before, after) =>
      before.role === after.role ? Promise.resolve() : this.record(manager, actor, AuditAction.ROLE_CHANGED, before, after, 'role'),
    );
    return this.memberOf(user);
  }

  async setActive(actor: SignedInActor, userId: string, active: boolean): Promise<TeamMember> {
    if (!active && userId === actor.user.id) throw new Invalid('You cannot deactivate your own account.', 'userId');
    const user = await this.users.changeAccess(userId, { isActive: active }, (manager, before, after) =>
      before.isActive === after.isActive
        ? Promise.resolve()
        : this.record(manager, actor, active ? AuditAction.USER_REACTIVATED : AuditAction.USER_DEACTIVATED, before, after, 'isActive'),
    );
    return this.memberOf(user);
  }

  private record(manager: EntityManager, actor: AuditActor, action: AuditAction, before: User, after: User, field: 'role' | 'isActive') {
    return this.audit.record(
      actor,
      {
        action,
        target: { type: 'user', id: after.id, label: displayName(after) },
        before: { [field]: before[field] },
        after: { [field]: after[field] },
      },
      manager,
    );
  }

  /** Moves `fromUserId`'s unfinished tickets and tasks to `toUserId` (null: unassigned); the tickets' activity names `actor`. */
  async reassignOpenWork(actor: SignedInActor, fromUserId: string, toUserId: string | null): Promise<ReassignedWork> {
    if (toUserId === fromUserId) throw new Invalid('Choose someone else to take the work over.', 'toUserId');
    const tickets = await this.tickets.reassignOpen(fromUserId, toUserId, actor.user);
    const tasks = await this.tasks.reassignOpen(fromUserId, toUserId, actor.user);
    const names = await this.users.names([fromUserId, ...(toUserId ? [toUserId] : [])]);
    await this.audit.record(actor, {
      action: AuditAction.WORK_REASSIGNED,
      target: { type: 'user', id: fromUserId, label: names.get(fromUserId) ?? null },
      before: { assignee: names.get(fromUserId) ?? fromUserId },
      after: { assignee: toUserId ? (names.get(toUserId) ?? toUserId) : null, tickets, tasks },
    });
    return { tickets, tasks };
  }

  private async memberOf(user: User): Promise<TeamMember> {
    const [tickets, tasks] = await Promise.all([this.tickets.openCountsByAssignee(), this.tasks.openCountsByAssignee()]);
    return this.member(user, tickets, tasks);
  }

  private member(user: User, tickets: Map<string, number>, tasks: Map<string, number>): TeamMember {
    return {
      id: user.id,
      name: displayName(user),
      email: user.email,
      role: user.role,
      active: user.isActive,
      lastSignInAt: user.lastSignInAt,
      openTickets: tickets.get(user.id) ?? 0,
      openTasks: tasks.get(user.id) ?? 0,
    };
  }
}
