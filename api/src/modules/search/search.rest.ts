import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { Invalid } from '../../common/errors';
import { queryText } from '../../common/query-params';
import { requireUser } from '../../common/require-user';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from './search.inputs';
import type { SearchService } from './search.service';
import { toSearchView } from './search.view';

function limitParam(req: Request): number {
  const text = queryText(req, 'limit');
  if (text === undefined || text === '') return SEARCH_LIMITS.defaultLimit;
  if (!/^\d+$/.test(text)) throw new Invalid(SEARCH_MESSAGES.limit, 'limit');
  return Number(text);
}

/** `GET /api/search?q=&limit=`: the top-bar search, the same SearchService as GraphQL's globalSearch. */
export function searchRouter(search: SearchService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    const result = await search.search(queryText(req, 'q') ?? '', limitParam(req), requireUser(req));
    res.json(toSearchView(result));
  });

  return router;
}
