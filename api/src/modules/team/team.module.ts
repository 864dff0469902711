import { feature, resolver } from '../../common/feature-module';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { CompanyService } from '../company/company.service';
import type { AccountMailService } from '../email/account-mail.service';
import type { TaskService } from '../tasks/task.service';
import type { TicketService } from '../tickets/ticket.service';
import type { UserService } from '../users/user.service';
import { Invitation } from './invitation.entity';
import { InvitationService } from './invitation.service';
import { TeamResolver } from './team.resolver';
import { TeamService } from './team.service';

interface Uses {
  team: TeamService;
  invitations: InvitationService;
  users: UserService;
  tickets: TicketService;
  tasks: TaskService;
  audit: AuditService;
  auth: AuthService;
  accountMail: AccountMailService;
  company: CompanyService;
}

/** Team administration: invitations, roles, deactivation, reassigning a leaver's work (admins). */
export const teamModule = feature<Uses>()({
  name: 'team',
  entities: [Invitation],
  services: {
    team: ({ users, tickets, tasks, audit }) => new TeamService(users, tickets, tasks, audit),
    invitations: ({ auth, users, accountMail, audit, company }, { dataSource, clock, log }) =>
      new InvitationService(dataSource, clock, auth, users, accountMail, company, log, audit),
  },
  resolvers: [resolver(TeamResolver, ({ team, invitations }) => new TeamResolver(team, invitations))],
  routers: [],
});
