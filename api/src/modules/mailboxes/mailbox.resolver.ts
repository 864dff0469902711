import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { AddMailboxInput } from './mailbox.inputs';
import { CurrentActor, type SignedInActor } from '../../common/actor';
import type { MailboxService } from './mailbox.service';
import { MailboxType } from './mailbox.types';
import { toMailboxView } from './mailbox.view';

/** GraphQL side of /api/mailboxes: the same MailboxService and the same view. */
@Resolver()
export class MailboxResolver {
  constructor(private readonly service: MailboxService) {}

  @Allow('admin')
  @Query(() => [MailboxType], { description: "The mailboxes the desk reads (its own and agents' connected accounts), oldest first." })
  async mailboxes(): Promise<MailboxType[]> {
    return (await this.service.list()).map(toMailboxView);
  }

  @Allow('admin')
  @Mutation(() => MailboxType, { description: "Adds a desk mailbox; its first read takes the last days' mail (firstReadDays)." })
  async addMailbox(
    @Arg('input', () => AddMailboxInput) input: AddMailboxInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<MailboxType> {
    return toMailboxView(await this.service.add(input, actor));
  }
}
