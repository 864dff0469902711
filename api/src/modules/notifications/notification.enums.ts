import { registerEnumType } from 'type-graphql';

export enum NotificationTypeValue {
  UPCOMING = 'upcoming',
  OVERDUE = 'overdue',
}
registerEnumType(NotificationTypeValue, {
  name: 'NotificationType',
  description: 'A task reminder before its due time (upcoming) or at and after it (overdue).',
});
