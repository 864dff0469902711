import { registerEnumType } from 'type-graphql';

export enum NotificationTypeValue {
  UPCOMING = 'upcoming',
  OVERDUE = 'overdue',
  EMAIL_CONNECTION = 'email_connection',
  SLA_WARNING = 'sla_warning',
  SLA_BREACH = 'sla_breach',
  URGENT_ALERT = 'urgent_alert',
}
registerEnumType(NotificationTypeValue, {
  name: 'NotificationType',
  description:
    'A task reminder before its due time (upcoming) or at and after it (overdue); the connected mail account needs reconnecting (email_connection); a ticket has used 75% of its SLA time (sla_warning) or breached it (sla_breach); an urgent inbound message for the person on call (urgent_alert).',
});
