import { feature, resolver } from '../../common/feature-module';
import type { AuditService } from '../audit/audit.service';
import type { CompanyService } from '../company/company.service';
import type { ConversationService } from '../conversations/conversation.service';
import type { TwilioSender } from '../conversations/twilio-sender';
import type { AccountMailService } from '../email/account-mail.service';
import type { NotificationService } from '../notifications/notification.service';
import type { NotificationPreferenceService } from '../notifications/notification-preferences.service';
import type { UserService } from '../users/user.service';
import { OnCallShift } from './on-call-shift.entity';
import { MessageUrgentAlertResolver, OnCallResolver } from './oncall.resolver';
import { OnCallService, URGENT_ALERTS_TOPIC } from './oncall.service';
import { UrgentAlert } from './urgent-alert.entity';
import { UrgentIncident } from './urgent-incident.entity';

interface Uses {
  oncall: OnCallService;
  users: UserService;
  notifications: NotificationService;
  notificationPreferences: NotificationPreferenceService;
  conversations: ConversationService;
  audit: AuditService;
  company: CompanyService;
  accountMail: AccountMailService;
  twilioSender: TwilioSender;
}

/** Settings → On call, and urgent inbound messages alerted to whoever is on call. */
export const oncallModule = feature<Uses>()({
  name: 'oncall',
  entities: [OnCallShift, UrgentIncident, UrgentAlert],
  services: {
    oncall: (
      { users, notifications, notificationPreferences, conversations, audit, company, accountMail, twilioSender },
      { dataSource, clock, config, log, publish },
    ) =>
      new OnCallService(dataSource, clock, {
        users,
        notifications,
        conversations,
        audit,
        timeZone: () => company.timeZone(),
        contacts: (ids) => notificationPreferences.contactsFor(ids),
        sendSms: async (to, body) => {
          await twilioSender.send('sms', to, { body });
        },
        sendEmail: (mail) => accountMail.send(mail),
        appUrl: config.PUBLIC_URL ?? null,
        publishChanged: (userIds) => {
          for (const userId of userIds) publish(URGENT_ALERTS_TOPIC, { userId });
        },
        log,
      }),
  },
  resolvers: [
    resolver(OnCallResolver, ({ oncall }) => new OnCallResolver(oncall)),
    resolver(MessageUrgentAlertResolver, ({ oncall }) => new MessageUrgentAlertResolver(oncall)),
  ],
  routers: [],
});
