import { feature, resolver } from '../../common/feature-module';
import type { CompanyService } from '../company/company.service';
import type { TwilioSender } from '../conversations/twilio-sender';
import type { AccountMailService } from '../email/account-mail.service';
import type { UserService } from '../users/user.service';
import { NotificationDelivery } from './notification-delivery.entity';
import { NotificationPreferences } from './notification-preferences.entity';
import { NotificationPreferencesResolver } from './notification-preferences.resolver';
import { NotificationPreferenceService } from './notification-preferences.service';
import { Notification } from './notification.entity';
import { NotificationResolver } from './notification.resolver';
import { notificationRouter } from './notification.rest';
import { NOTIFICATIONS_TOPIC, NotificationService } from './notification.service';
import { Notifier } from './notifier.service';

interface Uses {
  notifications: NotificationService;
  notificationPreferences: NotificationPreferenceService;
  notifier: Notifier;
  users: UserService;
  company: CompanyService;
  accountMail: AccountMailService;
  twilioSender: TwilioSender;
}

/** The web app's page of a notification's ticket, on PUBLIC_URL (no link without it: mail is read elsewhere). */
function linkOn(publicUrl: string | undefined) {
  const origin = publicUrl ? new URL(publicUrl).origin : null;
  return ({ ticketId }: { ticketId: string | null }) =>
    origin && ticketId ? `${origin}/tickets?${new URLSearchParams({ ticket: ticketId }).toString()}` : null;
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
    notifier: ({ notifications, notificationPreferences, users, company, accountMail, twilioSender }, { dataSource, clock, log, config }) =>
      new Notifier(dataSource, clock, log, {
        notifications,
        preferences: notificationPreferences,
        users,
        company,
        accountMail,
        twilio: twilioSender,
        link: linkOn(config.PUBLIC_URL),
      }),
  },
  resolvers: [
    resolver(NotificationResolver, ({ notifications }) => new NotificationResolver(notifications)),
    resolver(
      NotificationPreferencesResolver,
      ({ notificationPreferences }) => new NotificationPreferencesResolver(notificationPreferences),
    ),
  ],
  routers: [{ path: '/api/notifications', create: ({ notifications }) => notificationRouter(notifications) }],
});
