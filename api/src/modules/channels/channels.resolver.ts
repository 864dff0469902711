import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import type { User } from '../users/user.entity';
import { SendChannelTestInput } from './channels.inputs';
import type { ChannelService } from './channels.service';
import { ChannelsOverviewType, ChannelTestResultType } from './channels.types';

/** GraphQL side of the Channels screen; the same ChannelService as /api/channels. */
@Resolver()
export class ChannelsResolver {
  constructor(private readonly channels: ChannelService) {}

  @Allow('admin')
  @Query(() => ChannelsOverviewType, {
    description: 'Every channel: set up or not (and what is missing), webhook addresses, newest traffic and failure.',
  })
  channelsOverview(): Promise<ChannelsOverviewType> {
    return this.channels.overview();
  }

  @Allow('admin')
  @Mutation(() => ChannelTestResultType, {
    description: 'Sends a test message now, through the same senders as replies; a failed send is answered with its reason.',
  })
  sendChannelTest(
    @Arg('input', () => SendChannelTestInput) input: SendChannelTestInput,
    @CurrentUser() me: User,
  ): Promise<ChannelTestResultType> {
    return this.channels.sendTest(me, input);
  }
}
