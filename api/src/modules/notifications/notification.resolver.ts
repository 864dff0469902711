import { IsUUID } from 'class-validator';
import { Arg, Args, ArgsType, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Subscription } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { Connection, PageArgs } from '../../common/paging';
import { CurrentUser, type GraphQLContext } from '../../common/graphql-context';
import type { User } from '../users/user.entity';
import { Notification } from './notification.entity';
import { NOTIFICATIONS_TOPIC, type NotificationService } from './notification.service';

@ObjectType()
export class NotificationConnection extends Connection(Notification) {}

@ArgsType()
export class NotificationsArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only those not yet read.' })
  unreadOnly?: boolean | null;
}

@InputType()
export class MarkNotificationReadInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Notification not found' })
  id: string;
}

/** The signed-in user's notifications (the top bar's bell). */
@Resolver(() => Notification)
export class NotificationResolver {
  constructor(private readonly service: NotificationService) {}

  @Allow('own')
  @Query(() => NotificationConnection, { description: "The signed-in user's notifications, newest first." })
  notifications(@Args(() => NotificationsArgs) args: NotificationsArgs, @CurrentUser() me: User): Promise<NotificationConnection> {
    return this.service.list(me.id, args);
  }

  @Allow('own')
  @Query(() => Int, { description: "How many of the signed-in user's notifications are unread." })
  unreadNotificationCount(@CurrentUser() me: User): Promise<number> {
    return this.service.unreadCount(me.id);
  }

  @Allow('own')
  @Mutation(() => Notification)
  markNotificationRead(
    @Arg('input', () => MarkNotificationReadInput) input: MarkNotificationReadInput,
    @CurrentUser() me: User,
  ): Promise<Notification> {
    return this.service.markRead(me.id, input.id);
  }

  @Allow('own')
  @Mutation(() => Int, { description: "Marks all the signed-in user's notifications read; answers how many changed." })
  markAllNotificationsRead(@CurrentUser() me: User): Promise<number> {
    return this.service.markAllRead(me.id);
  }

  @Allow('read')
  @Subscription(() => Int, {
    topics: NOTIFICATIONS_TOPIC,
    filter: ({ payload, context }: { payload: { userId: string }; context: GraphQLContext }) => payload.userId === context.user?.id,
    description: "The signed-in user's unread count, pushed whenever their notifications change.",
  })
  unreadNotificationCountChanged(@CurrentUser() me: User): Promise<number> {
    return this.service.unreadCount(me.id);
  }
}
