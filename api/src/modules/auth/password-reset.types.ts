import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** What a password reset link can still do. */
export enum PasswordResetLinkState {
  /** It sets a new password. */
  VALID = 'valid',
  EXPIRED = 'expired',
  USED = 'used',
  /** A newer link was sent to the same account. */
  REPLACED = 'replaced',
  /** No such link (or its account is deactivated). */
  UNKNOWN = 'unknown',
}

registerEnumType(PasswordResetLinkState, {
  name: 'PasswordResetLinkState',
  description: 'VALID sets a new password; EXPIRED, USED, REPLACED (a newer link was sent) and UNKNOWN do not.',
});

@ObjectType({ description: 'A password reset link, as its page shows it.' })
export class PasswordResetLink {
  @Field(() => PasswordResetLinkState)
  state: PasswordResetLinkState;

  @Field(() => String, { nullable: true, description: "The account's address, while the link is VALID." })
  email: string | null;
}
