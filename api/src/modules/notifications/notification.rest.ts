import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { Invalid } from '../../common/errors';
import { pageFromQuery, sendPage } from '../../common/paging';
import { requireUser } from '../../common/require-user';
import type { NotificationService } from './notification.service';
import { toNotificationView } from './notification.view';

function booleanParam(value: unknown, name: string): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Invalid(`${name} must be true or false`, name);
}

/** The signed-in user's notifications: list (?unreadOnly=true, paged), unread count, mark read. */
export function notificationRouter(service: NotificationService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'own', async (req: Request, res: Response) => {
    const user = requireUser(req);
    const page = await service.list(user.id, { ...pageFromQuery(req), unreadOnly: booleanParam(req.query.unreadOnly, 'unreadOnly') });
    sendPage(res, page, toNotificationView);
  });

  router.get('/unread-count', 'own', async (req: Request, res: Response) => {
    res.json({ count: await service.unreadCount(requireUser(req).id) });
  });

  router.post('/read-all', 'own', async (req: Request, res: Response) => {
    res.json({ count: await service.markAllRead(requireUser(req).id) });
  });

  router.post('/:id/read', 'own', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toNotificationView(await service.markRead(requireUser(req).id, req.params.id)));
  });

  return router;
}
