import { feature, resolver } from '../../common/feature-module';
import type { CompanyService } from '../company/company.service';
import type { UserService } from '../users/user.service';
import { NotificationDelivery } from './notification-delivery.entity';
import { NotificationPreferences } from './notification-preferences.entity';
import { NotificationPreferencesResolver } from './notification-preferences.resolver';
import { NotificationPreferenceService } from './notification-preferences.service';
import { Notification } from './notification.entity';
import { NotificationResolver } from './notification.resolver';
import { notificationRouter } from './notification.rest';
import { NOTIFICATIONS_TOPIC, NotificationService } from './notification.service';

interface Uses {
  notifications: NotificationService;
  notificationPreferences: NotificationPreferenceService;
  users: UserService;
  company: CompanyService;
}

/** The top bar's notifications, live per user, and each person's choice of how they are told. */
export const notificationsModule = feature<Uses>()({
  name: 'notifications',
  entities: [Notification, NotificationPreferences, NotificationDelivery],
  services: {
    notifications: (_, { dataSource, clock, publish }) =>
      new NotificationService(dataSource, clock, (userIds) => {
        for (const userId of userIds) publish(NOTIFICATIONS_TOPIC, { userId });
      }),
    notificationPreferences: ({ users, company }, { dataSource }) => new NotificationPreferenceService(dataSource, users, company),
  },
  resolvers: [
    resolver(NotificationResolver, ({ notifications }) => new NotificationResolver(notifications)),
    resolver(NotificationPreferencesResolver, ({ notificationPreferences }) => new NotificationPreferencesResolver(notificationPreferences)),
  ],
  routers: [{ path: '/api/notifications', create: ({ notifications }) => notificationRouter(notifications) }],
});
