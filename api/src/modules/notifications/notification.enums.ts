import { registerEnumType } from 'type-graphql';

export enum NotificationTypeValue {
  UPCOMING = 'upcoming',
  OVERDUE = 'overdue',
  EMAIL_CONNECTION = 'email_connection',
}
registerEnumType(NotificationTypeValue, {
  name: 'NotificationType',
  description:
    'A task reminder before its due time (upcoming) or at and after it (overdue); the connected mail account needs reconnecting (email_connection).',
});
