import { Router, type Request, type Response } from 'express';
import { pageFromQuery, sendPage } from '../../common/paging';
import { toUserLookup, type UserService } from './user.service';

/** SPEC §7 GET /api/users: active staff (id, name, initials, firstName, lastName, email), in name order. */
export function usersRouter(users: UserService): Router {
  const router = Router();
  router.get('/', async (req: Request, res: Response) => {
    sendPage(res, await users.listActive(pageFromQuery(req)), toUserLookup);
  });
  return router;
}
