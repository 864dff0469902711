import { IsEnum, IsUUID } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { RequiredEmail } from '../../common/validation';
import { Role } from '../users/user.enums';

const INVITATION_MESSAGES = {
  email: 'Valid email address is required',
  role: 'Choose a role',
} as const;

@InputType({ description: 'Invites an address to create an account with a role.' })
export class InviteUserInput {
  @Field()
  @RequiredEmail(INVITATION_MESSAGES.email)
  email: string;

  @Field(() => Role)
  @IsEnum(Role, { message: INVITATION_MESSAGES.role })
  role: Role;
}

@InputType({ description: 'Withdraws a pending invitation: its link stops working.' })
export class RevokeInvitationInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Invitation not found' })
  id: string;
}
