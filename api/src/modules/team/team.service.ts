import { displayName } from '@pmp/shared';
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
  ) {}

  async members(): Promise<TeamMember[]> {
    const [people, tickets, tasks] = await Promise.all([
      this.users.team(),
      this.tickets.openCountsByAssignee(),
      this.tasks.openCountsByAssignee(),
    ]);
    return people.map((user) => this.member(user, tickets, tasks));
  }

  async changeRole(userId: string, role: Role): Promise<TeamMember> {
    return this.memberOf(await this.users.changeAccess(userId, { role }));
  }

  async setActive(actor: User, userId: string, active: boolean): Promise<TeamMember> {
    if (!active && userId === actor.id) throw new Invalid('You cannot deactivate your own account.', 'userId');
    return this.memberOf(await this.users.changeAccess(userId, { isActive: active }));
  }

  /** Moves `fromUserId`'s unfinished tickets and tasks to `toUserId` (null: unassigned); the tickets' activity names `actor`. */
  async reassignOpenWork(actor: User, fromUserId: string, toUserId: string | null): Promise<ReassignedWork> {
    if (toUserId === fromUserId) throw new Invalid('Choose someone else to take the work over.', 'toUserId');
    const tickets = await this.tickets.reassignOpen(fromUserId, toUserId, actor);
    const tasks = await this.tasks.reassignOpen(fromUserId, toUserId);
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
