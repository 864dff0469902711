import { feature, resolver } from '../../common/feature-module';
import { Notification } from './notification.entity';
import { NotificationResolver } from './notification.resolver';
import { notificationRouter } from './notification.rest';
import { NOTIFICATIONS_TOPIC, NotificationService } from './notification.service';

/** The top bar's notifications, live per user. */
export const notificationsModule = feature<{ notifications: NotificationService }>()({
  name: 'notifications',
  entities: [Notification],
  services: {
    notifications: (_, { dataSource, clock, publish }) =>
      new NotificationService(dataSource, clock, (userIds) => {
        for (const userId of userIds) publish(NOTIFICATIONS_TOPIC, { userId });
      }),
  },
  resolvers: [resolver(NotificationResolver, ({ notifications }) => new NotificationResolver(notifications))],
  routers: [{ path: '/api/notifications', create: ({ notifications }) => notificationRouter(notifications) }],
});
