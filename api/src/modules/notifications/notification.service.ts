import { IsNull, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Clock } from '../../common/clock';
import { NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import { Notification, type NotificationType } from './notification.entity';
import { isUuid } from '../../common/search-pattern';

/** PubSub topic: a user's notifications changed (payload `{ userId }`). */
export const NOTIFICATIONS_TOPIC = 'NOTIFICATIONS_CHANGED';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  taskId: string | null;
  ticketId: string | null;
}

/** A user's in-app notifications: each user only ever sees and marks their own. */
export class NotificationService {
  private readonly notifications: Repository<Notification>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    /** Tells subscribers (the top bar's bell) that these users' notifications changed. */
    private readonly publishChanged: (userIds: string[]) => void = () => undefined,
  ) {
    this.notifications = dataSource.getRepository(Notification);
  }

  /** After a commit that created or read notifications for these users. */
  notifyChanged(userIds: Iterable<string>): void {
    const unique = [...new Set(userIds)];
    if (unique.length) this.publishChanged(unique);
  }

  /** Inside the caller's transaction (the reminder worker creates one per reminder it sends). */
  async create(manager: EntityManager, notification: NewNotification): Promise<void> {
    await manager.getRepository(Notification).insert({ ...notification, createdAt: this.clock.now() });
  }

  /** Newest first; `unreadOnly` leaves out those already read. */
  async list(userId: string, options: { unreadOnly?: boolean | null; limit: number; offset: number }): Promise<Page<Notification>> {
    const [nodes, totalCount] = await this.notifications.findAndCount({
      where: options.unreadOnly ? { userId, readAt: IsNull() } : { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: options.offset,
      take: options.limit,
    });
    return { nodes, totalCount };
  }

  unreadCount(userId: string): Promise<number> {
    return this.notifications.count({ where: { userId, readAt: IsNull() } });
  }

  /** Marks one of the user's notifications read (another user's is "not found"). */
  async markRead(userId: string, id: string): Promise<Notification> {
    if (!isUuid(id)) throw new NotFound('Notification not found');
    const result = await this.notifications.update({ id, userId, readAt: IsNull() }, { readAt: this.clock.now() });
    if (result.affected) this.notifyChanged([userId]);
    const found = await this.notifications.findOneBy({ id, userId });
    if (!found) throw new NotFound('Notification not found');
    return found;
  }

  /** Marks all the user's unread notifications read; answers how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const result = await this.notifications.update({ userId, readAt: IsNull() }, { readAt: this.clock.now() });
    if (result.affected) this.notifyChanged([userId]);
    return result.affected ?? 0;
  }
}
