import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, sendPage } from '../../common/paging';
import { requireUser } from '../../common/require-user';
import { objectBody, parseInput } from '../../common/validation';
import { CreateTicketInput } from '../tickets/ticket.inputs';
import { TriageActionInput, TriageDismissInput } from './triage.inputs';
import type { TriageService } from './triage.service';
import { toTriageQueueItemView, toTriageResultView } from './triage.view';

/** REST triage (docs/product.md §7, §10): thin adapters over TriageService. */
export function triageRouter(triage: TriageService): GuardedRouter {
  const router = new GuardedRouter();

  // Urgent first, then oldest first; `limit` (1 to 100, default 25) and `offset`, the total in X-Total-Count.
  router.get('/queue', 'read', async (req: Request, res: Response) => {
    const page = pageFromQuery(req);
    const queue = await triage.queue(page);
    sendPage(res, queue, toTriageQueueItemView, page);
  });

  // { messageId, action: 'assign' | 'create_ticket', ticketId?, clientId?, ticket? (the fields of POST /api/tickets) }
  router.post('/action', 'work', async (req: Request, res: Response) => {
    const body = objectBody(req.body);
    // The nested ticket is validated as the input class it is (parseInput copies plain fields only).
    const ticket =
      typeof body.ticket === 'object' && body.ticket !== null ? Object.assign(new CreateTicketInput(), body.ticket) : body.ticket;
    const input = await parseInput(TriageActionInput, { ...body, ticket });
    res.json(toTriageResultView(await triage.act(input, requireUser(req))));
  });

  // { messageId, reason: 'no_action' | 'spam', note?, blockSender? }
  router.post('/dismiss', 'work', async (req: Request, res: Response) => {
    const input = await parseInput(TriageDismissInput, objectBody(req.body));
    res.json(await triage.dismiss(input, requireUser(req)));
  });

  return router;
}
