import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentActor, type AuditActor, type SignedInActor } from '../../common/actor';
import { Role } from '../users/user.enums';
import type { TeamService } from './team.service';
import { ReassignedWork, TeamMember } from './team.types';

/** Settings → Team (admins). */
@Resolver()
export class TeamResolver {
  constructor(private readonly team: TeamService) {}

  @Allow('admin')
  @Query(() => [TeamMember], { description: 'Everyone with an account, active first.' })
  teamMembers(): Promise<TeamMember[]> {
    return this.team.members();
  }

  @Allow('admin')
  @Mutation(() => TeamMember, { description: 'Gives a user another role; the last active admin keeps theirs.' })
  changeUserRole(
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => Role) role: Role,
    @CurrentActor() actor: AuditActor,
  ): Promise<TeamMember> {
    return this.team.changeRole(actor, userId, role);
  }

  @Allow('admin')
  @Mutation(() => TeamMember, {
    description: 'Deactivates (active: false) or reactivates a user. Deactivation ends their sessions at once.',
  })
  setUserActive(
    @Arg('userId', () => ID) userId: string,
    @Arg('active') active: boolean,
    @CurrentActor() actor: SignedInActor,
  ): Promise<TeamMember> {
    return this.team.setActive(actor, userId, active);
  }

  @Allow('admin')
  @Mutation(() => ReassignedWork, { description: "Hands a user's unfinished tickets and tasks to another (toUserId null: unassigned)." })
  reassignOpenWork(
    @Arg('fromUserId', () => ID) fromUserId: string,
    @Arg('toUserId', () => ID, { nullable: true }) toUserId: string | null,
    @CurrentActor() actor: SignedInActor,
  ): Promise<ReassignedWork> {
    return this.team.reassignOpenWork(actor, fromUserId, toUserId);
  }
}
