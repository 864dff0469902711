import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser, type GraphQLContext } from '../../common/graphql-context';
import type { User } from '../users/user.entity';
import type { EmailAccountService } from './email-account.service';
import { StartEmailConnectInput, UpdateEmailSettingsInput } from './email.inputs';
import { EmailConnectStart, EmailSettings } from './email.types';
import { connectCallbackUrl, rememberConnect } from './email-session';

/** GraphQL side of the e-mail settings; the same EmailAccountService as the REST routes. */
@Resolver()
export class EmailSettingsResolver {
  constructor(
    private readonly accounts: EmailAccountService,
    private readonly publicUrl: string | undefined,
  ) {}

  @Allow('own')
  @Query(() => EmailSettings, { description: "The signed-in user's e-mail settings and connected account." })
  emailSettings(@CurrentUser() me: User): Promise<EmailSettings> {
    return this.accounts.settings(me.id);
  }

  @Allow('own')
  @Mutation(() => EmailSettings, { description: 'Sender address, signature (sanitized) and the e-mail switch; fields left out stay.' })
  updateEmailSettings(
    @Arg('input', () => UpdateEmailSettingsInput) input: UpdateEmailSettingsInput,
    @CurrentUser() me: User,
  ): Promise<EmailSettings> {
    return this.accounts.updateSettings(me.id, input);
  }

  @Allow('own')
  @Mutation(() => EmailConnectStart, {
    description: "Starts connecting Gmail or Outlook: the provider's sign-in URL for a popup (state and PKCE kept in the session).",
  })
  async startEmailConnect(
    @Arg('input', () => StartEmailConnectInput) input: StartEmailConnectInput,
    @CurrentUser() me: User,
    @Ctx() context: GraphQLContext,
  ): Promise<EmailConnectStart> {
    const { authUrl, pending } = await this.accounts.startConnect(
      me.id,
      input.provider,
      connectCallbackUrl(context.req, this.publicUrl, input.provider),
    );
    rememberConnect(context.req, input.provider, pending);
    return { authUrl };
  }

  @Allow('own')
  @Mutation(() => EmailSettings, { description: 'Disconnects the connected mail account: its tokens are deleted.' })
  disconnectEmailProvider(@CurrentUser() me: User): Promise<EmailSettings> {
    return this.accounts.disconnect(me.id);
  }
}
