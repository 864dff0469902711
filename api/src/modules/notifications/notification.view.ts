import { pickFields } from '../../common/pick-fields';
import type { Notification } from './notification.entity';

/** What REST answers of a notification (`/api/notifications`), in this order (REST carries the userId, GraphQL does not). */
export const NOTIFICATION_VIEW_FIELDS = ['id', 'userId', 'type', 'title', 'body', 'taskId', 'ticketId', 'readAt', 'createdAt'] as const;
export type NotificationView = Pick<Notification, (typeof NOTIFICATION_VIEW_FIELDS)[number]>;

export function toNotificationView(notification: Notification): NotificationView {
  return pickFields(notification, NOTIFICATION_VIEW_FIELDS);
}
