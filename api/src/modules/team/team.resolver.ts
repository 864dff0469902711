import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentActor, type AuditActor, type SignedInActor } from '../../common/actor';
import { type GraphQLContext } from '../../common/graphql-context';
import { requestOrigin } from '../../common/one-time-token';
import { Role } from '../users/user.enums';
import { InviteUserInput, RevokeInvitationInput } from './invitation.inputs';
import type { InvitationService } from './invitation.service';
import { InvitationSent, PendingInvitation } from './invitation.types';
import type { TeamService } from './team.service';
import { ReassignedWork, TeamMember } from './team.types';

/** Settings → Team (admins). */
@Resolver()
export class TeamResolver {
  constructor(
    private readonly team: TeamService,
    private readonly invitations: InvitationService,
  ) {}

  @Allow('admin')
  @Query(() => [PendingInvitation], { description: 'Invitations not yet accepted, revoked or replaced, newest first.' })
  pendingInvitations(): Promise<PendingInvitation[]> {
    return this.invitations.pendingInvitations();
  }

  @Allow('admin')
  @Mutation(() => InvitationSent, {
    description:
      'Invites a company address to create an account with a role (a one-time link, valid 7 days), replacing an open invitation to it; e-mails the link when a mail server is set up.',
  })
  inviteUser(
    @Arg('input', () => InviteUserInput) input: InviteUserInput,
    @CurrentActor() actor: SignedInActor,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvitationSent> {
    return this.invitations.invite(actor, input, requestOrigin(ctx.req));
  }

  @Allow('admin')
  @Mutation(() => PendingInvitation, { description: 'Withdraws a pending invitation: its link stops working.' })
  revokeInvitation(
    @Arg('input', () => RevokeInvitationInput) input: RevokeInvitationInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<PendingInvitation> {
    return this.invitations.revoke(input.id, actor);
  }

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
