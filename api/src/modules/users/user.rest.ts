import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageOrWholeFromQuery, sendPage } from '../../common/paging';
import type { UserService } from './user.service';
import { toUserLookup } from './user.view';

/**
 * GET /api/users: active staff (id, name, initials, firstName, lastName, email), in name
 * order. A lookup: every active user unless the request pages with `limit`.
 */
export function usersRouter(users: UserService): GuardedRouter {
  const router = new GuardedRouter();
  router.get('/', 'read', async (req: Request, res: Response) => {
    const window = pageOrWholeFromQuery(req);
    sendPage(res, await users.listActive(window), toUserLookup, window);
  });
  return router;
}
