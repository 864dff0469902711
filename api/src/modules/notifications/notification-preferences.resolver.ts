import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../common/graphql-context';
import { Allow } from '../../common/permissions';
import type { User } from '../users/user.entity';
import { UpdateNotificationPreferencesInput } from './notification-preferences.inputs';
import type { NotificationPreferenceService } from './notification-preferences.service';
import { NotificationPreferencesView } from './notification-preferences.types';

/** The signed-in person's own notification preferences. */
@Resolver()
export class NotificationPreferencesResolver {
  constructor(private readonly preferences: NotificationPreferenceService) {}

  @Allow('own')
  @Query(() => NotificationPreferencesView, {
    description: "The signed-in person's notification preferences (the defaults until changed).",
  })
  myNotificationPreferences(@CurrentUser() me: User): Promise<NotificationPreferencesView> {
    return this.preferences.mine(me.id);
  }

  @Allow('own')
  @Mutation(() => NotificationPreferencesView, {
    description: "Change the signed-in person's notification preferences; fields left out stay.",
  })
  updateNotificationPreferences(
    @Arg('input', () => UpdateNotificationPreferencesInput) input: UpdateNotificationPreferencesInput,
    @CurrentUser() me: User,
  ): Promise<NotificationPreferencesView> {
    return this.preferences.update(me.id, input);
  }
}
