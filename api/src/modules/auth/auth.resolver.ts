import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser, type GraphQLContext } from '../../common/graphql-context';
import { User } from '../users/user.entity';
import { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs';
import type { AuthService } from './auth.service';
import { SESSION_COOKIE, endSession, startSession } from './session';

/** GraphQL side of sign-in, sign-up and sign-out; the same AuthService as the REST routes. */
@Resolver(() => User)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Allow('public')
  @Query(() => User, { nullable: true, description: 'The signed-in user; null when signed out.' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.user;
  }

  @Allow('public')
  @Mutation(() => User, { description: 'Create an account (company e-mail domains only) and sign in.' })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await this.auth.register(input, ctx.req.ip ?? 'unknown');
    await startSession(ctx.req, user);
    return user;
  }

  @Allow('public')
  @Mutation(() => User, { description: 'Sign in with e-mail and password; starts a new session.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await this.auth.login(input, ctx.req.ip ?? 'unknown');
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
}
