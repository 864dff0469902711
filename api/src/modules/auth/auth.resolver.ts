import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser, type GraphQLContext } from '../../common/graphql-context';
import { requestOrigin } from '../../common/one-time-token';
import type { InvitationService } from '../team/invitation.service';
import { InvitationLink } from '../team/invitation.types';
import { User } from '../users/user.entity';
import {
  AcceptInvitationInput,
  ChangePasswordInput,
  ConfirmEmailInput,
  LoginInput,
  PasswordResetRequestInput,
  RegisterInput,
  ResetPasswordInput,
} from './auth.inputs';
import type { AuthService } from './auth.service';
import type { EmailVerificationService } from './email-verification.service';
import type { PasswordResetService } from './password-reset.service';
import { PasswordResetLink } from './password-reset.types';
import { SESSION_COOKIE, endSession, startSession } from './session';

/** GraphQL side of sign-in, sign-up, sign-out, password reset and accepting an invitation; the same services as the REST routes. */
@Resolver(() => User)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordResets: PasswordResetService,
    private readonly invitations: InvitationService,
    private readonly verifications: EmailVerificationService,
  ) {}

  @Allow('public')
  @Mutation(() => String, {
    description: "Confirms a sign-up's e-mail address with its link, once; answers the address. Signs nobody in: the person signs in next.",
  })
  confirmEmail(@Arg('input', () => ConfirmEmailInput) input: ConfirmEmailInput): Promise<string> {
    return this.verifications.confirm(input.token);
  }

  @Allow('public')
  @Query(() => User, { nullable: true, description: 'The signed-in user; null when signed out.' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.user;
  }

  @Allow('public')
  @Mutation(() => User, {
    description:
      'Create an account (company e-mail domains only) and sign in; where sign-ups confirm their address, emailVerified is false, a link is mailed, and nobody is signed in.',
  })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await this.auth.register(input, { ip: ctx.req.ip ?? 'unknown', origin: requestOrigin(ctx.req) });
    if (user.emailVerifiedAt) await startSession(ctx.req, user);
    return user;
  }

  @Allow('public')
  @Mutation(() => User, { description: 'Sign in with e-mail and password; starts a new session.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await this.auth.login(input, { ip: ctx.req.ip ?? 'unknown', origin: requestOrigin(ctx.req) });
    await startSession(ctx.req, user);
    return user;
  }

  @Allow('own')
  @Mutation(() => Boolean, {
    description:
      "Change the signed-in person's password (the current one is required): their other sessions end; this one goes on under a new id.",
  })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @CurrentUser() me: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const user = await this.auth.changePassword(me.id, input, ctx.req.ip ?? 'unknown', ctx.req.sessionID);
    await startSession(ctx.req, user);
    return true;
  }

  @Allow('own')
  @Mutation(() => Boolean, { description: 'Sign out: destroys the session.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    if (ctx.user) await this.auth.signedOut(ctx.user, ctx.req.ip ?? 'unknown');
    await endSession(ctx.req);
    ctx.res?.clearCookie(SESSION_COOKIE, { path: '/' });
    return true;
  }

  @Allow('public')
  @Mutation(() => Boolean, {
    description:
      'Asks for a password reset link by e-mail. Always true, whether or not the address has an account; throttled per address and per client (429).',
  })
  async requestPasswordReset(
    @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.passwordResets.request(input.email, ctx.req.ip ?? 'unknown', requestOrigin(ctx.req));
    return true;
  }

  @Allow('public')
  @Query(() => PasswordResetLink, { description: 'What a password reset link can still do (its page asks before showing the form).' })
  passwordResetLink(@Arg('token') token: string): Promise<PasswordResetLink> {
    return this.passwordResets.link(token);
  }

  @Allow('public')
  @Mutation(() => User, { description: "Sets a new password with a reset link; ends the account's other sessions and signs in." })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await this.passwordResets.reset(input.token, input.password, ctx.req.ip ?? 'unknown');
    await startSession(ctx.req, user);
    return user;
  }

  @Allow('public')
  @Query(() => InvitationLink, { description: 'What an invitation link can still do, and whom it invites with which role.' })
  invitationLink(@Arg('token') token: string): Promise<InvitationLink> {
    return this.invitations.link(token);
  }

  @Allow('public')
  @Mutation(() => User, { description: 'Creates the invited account with its role (no company password needed) and signs in.' })
  async acceptInvitation(
    @Arg('input', () => AcceptInvitationInput) input: AcceptInvitationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const user = await this.invitations.accept(input, ctx.req.ip ?? null);
    await startSession(ctx.req, user);
    return user;
  }
}
