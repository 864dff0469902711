import { Arg, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { CurrentActor, type SignedInActor } from '../../common/actor';
import { CurrentUser, type GraphQLContext } from '../../common/graphql-context';
import { Allow } from '../../common/permissions';
import { ConversationMessageType } from '../conversations/conversation.types';
import type { User } from '../users/user.entity';
import { OnCallShiftInput } from './oncall.inputs';
import { URGENT_ALERTS_TOPIC, type IncidentRecord, type OnCallService, type OpenAlert } from './oncall.service';
import { OnCallShiftType, OpenUrgentAlertType, UrgentIncidentType } from './oncall.types';

const toIncident = (record: IncidentRecord): UrgentIncidentType => record as UrgentIncidentType;

const toOpenAlert = ({ message, ...alert }: OpenAlert): OpenUrgentAlertType => ({
  ...alert,
  conversationId: message.conversationId,
  ticketId: message.ticketId,
  channel: message.channel as OpenUrgentAlertType['channel'],
  from: message.from,
  excerpt: message.body.replace(/\s+/g, ' ').trim().slice(0, 200),
});

/** Settings → On call (admins change it; everyone may see who is on call) and the urgent alerts. */
@Resolver()
export class OnCallResolver {
  constructor(private readonly oncall: OnCallService) {}

  @Allow('read')
  @Query(() => [OnCallShiftType], { description: 'The weekly on-call rota, by weekday and start.' })
  onCallShifts(): Promise<OnCallShiftType[]> {
    return this.oncall.shifts();
  }

  @Allow('admin')
  @Mutation(() => OnCallShiftType, { description: 'Add a turn on call (recorded in the audit log).' })
  addOnCallShift(
    @Arg('input', () => OnCallShiftInput) input: OnCallShiftInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<OnCallShiftType> {
    return this.oncall.addShift(input, actor);
  }

  @Allow('admin')
  @Mutation(() => Boolean, { description: 'Remove a turn on call (recorded in the audit log); false when there was none.' })
  removeOnCallShift(@Arg('id', () => ID) id: string, @CurrentActor() actor: SignedInActor): Promise<boolean> {
    return this.oncall.removeShift(id, actor);
  }

  @Allow('own')
  @Query(() => [OpenUrgentAlertType], {
    description: 'The urgent messages the signed-in person was alerted to that nobody has opened, newest first.',
  })
  async myUrgentAlerts(@CurrentUser() me: User): Promise<OpenUrgentAlertType[]> {
    return (await this.oncall.openAlerts(me.id)).map(toOpenAlert);
  }

  @Allow('read')
  @Subscription(() => [OpenUrgentAlertType], {
    topics: URGENT_ALERTS_TOPIC,
    filter: ({ payload, context }: { payload: { userId: string }; context: GraphQLContext }) => payload.userId === context.user?.id,
    description: "The signed-in person's open urgent alerts, pushed when one is raised to them or opened by anyone.",
  })
  async myUrgentAlertsChanged(@CurrentUser() me: User): Promise<OpenUrgentAlertType[]> {
    return (await this.oncall.openAlerts(me.id)).map(toOpenAlert);
  }

  @Allow('work')
  @Mutation(() => UrgentIncidentType, {
    description: 'The urgent message was opened: no one else is alerted, and the open alerts close (recorded on the message).',
  })
  async acknowledgeUrgentMessage(@Arg('messageId', () => ID) messageId: string, @CurrentUser() me: User): Promise<UrgentIncidentType> {
    return toIncident(await this.oncall.acknowledge(messageId, me.id));
  }
}

/** The alerts on an urgent message's record, in its thread. */
@Resolver(() => ConversationMessageType)
export class MessageUrgentAlertResolver {
  constructor(private readonly oncall: OnCallService) {}

  @Allow('read')
  @FieldResolver(() => UrgentIncidentType, {
    nullable: true,
    description: 'For an urgent inbound message: who was alerted, how, and who opened it.',
  })
  async urgentAlert(@Root() message: ConversationMessageType): Promise<UrgentIncidentType | null> {
    if (!message.urgent || message.direction !== 'inbound') return null;
    const record = (await this.oncall.records([message.id])).get(message.id);
    return record ? toIncident(record) : null;
  }
}
