import { Router, type Request, type Response } from 'express';
import { PAGE_SIZE_DEFAULT, sendPage } from '../../common/paging';
import { requireUser } from '../../common/require-user';
import { parseInput } from '../../common/validation';
import { TriageActionInput, TriageQueueArgs } from './triage.inputs';
import type { TriageService } from './triage.service';
import { toTriageQueueItemView, toTriageResultView } from './triage.view';

/** REST triage (docs/product.md §7, §10): thin adapters over TriageService. */
export function triageRouter(triage: TriageService): Router {
  const router = Router();

  // Urgent first, then oldest first; `limit` (1 to 100, default 25) and `offset`, the total in X-Total-Count.
  router.get('/queue', async (req: Request, res: Response) => {
    const page = await parseInput(TriageQueueArgs, {
      limit: intOr(req.query.limit, PAGE_SIZE_DEFAULT),
      offset: intOr(req.query.offset, 0),
    });
    const queue = await triage.queue(page);
    // Past 1,000 waiting messages the total is a lower bound (as the ticket search says it).
    if (queue.totalCountCapped) res.setHeader('X-Total-Count-Capped', 'true');
    sendPage(res, queue, toTriageQueueItemView, page);
  });

  // { messageId, action: 'assign' | 'create_ticket', ticketId?, clientId? }
  router.post('/action', async (req: Request, res: Response) => {
    const input = await parseInput(TriageActionInput, req.body);
    res.json(toTriageResultView(await triage.act(input, requireUser(req))));
  });

  return router;
}

/** A query parameter as a number for the validator (a non-number stays as it is and fails validation). */
function intOr(value: unknown, fallback: number): unknown {
  if (value === undefined || value === '') return fallback;
  return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
}
