import { feature, resolver } from '../../common/feature-module';
import type { AuditService } from '../audit/audit.service';
import type { TaskService } from '../tasks/task.service';
import type { TicketService } from '../tickets/ticket.service';
import type { UserService } from '../users/user.service';
import { TeamResolver } from './team.resolver';
import { TeamService } from './team.service';

interface Uses {
  team: TeamService;
  users: UserService;
  tickets: TicketService;
  tasks: TaskService;
  audit: AuditService;
}

/** Team administration: roles, deactivation, reassigning a leaver's work (admins). */
export const teamModule = feature<Uses>()({
  name: 'team',
  entities: [],
  services: { team: ({ users, tickets, tasks, audit }) => new TeamService(users, tickets, tasks, audit) },
  resolvers: [resolver(TeamResolver, ({ team }) => new TeamResolver(team))],
  routers: [],
});
