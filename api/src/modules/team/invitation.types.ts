import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../users/user.enums';

/** What an invitation link can still do. */
export enum InvitationLinkState {
  /** It creates the account. */
  VALID = 'valid',
  EXPIRED = 'expired',
  /** The account was created with it. */
  USED = 'used',
  /** An admin withdrew it. */
  REVOKED = 'revoked',
  /** A newer invitation went to the same address. */
  REPLACED = 'replaced',
  UNKNOWN = 'unknown',
}

registerEnumType(InvitationLinkState, {
  name: 'InvitationLinkState',
  description: 'VALID creates the account; EXPIRED, USED, REVOKED, REPLACED (a newer invitation was sent) and UNKNOWN do not.',
});

@ObjectType({ description: 'An invitation not yet accepted, revoked or replaced, as Settings → Team lists it (admins).' })
export class PendingInvitation {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The invited address.' })
  email: string;

  @Field(() => Role)
  role: Role;

  @Field(() => String, { nullable: true, description: 'The name of the admin who invited.' })
  invitedBy: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  expiresAt: Date;

  @Field({ description: 'Past expiresAt: the link no longer works (invite again for a new one).' })
  expired: boolean;
}

@ObjectType({ description: 'An invitation just made: its link (shown once) and whether it was e-mailed.' })
export class InvitationSent {
  @Field(() => PendingInvitation)
  invitation: PendingInvitation;

  @Field({ description: 'The one-time link; only its hash is kept, so it is answered only now.' })
  link: string;

  @Field({ description: 'Whether the mail server took the invitation e-mail.' })
  emailed: boolean;

  @Field(() => String, { nullable: true, description: 'Why it was not e-mailed, in plain words; null when it was.' })
  notEmailedReason: string | null;
}

@ObjectType({ description: 'An invitation link, as its page shows it.' })
export class InvitationLink {
  @Field(() => InvitationLinkState)
  state: InvitationLinkState;

  @Field(() => String, { nullable: true, description: 'The invited address, while the link is VALID.' })
  email: string | null;

  @Field(() => Role, { nullable: true, description: 'The role the account gets, while the link is VALID.' })
  role: Role | null;
}
