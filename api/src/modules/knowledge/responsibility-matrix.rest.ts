import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, sendPage } from '../../common/paging';
import { bodyWithId, queryBoolean, queryChoice, queryText } from '../../common/query-params';
import { parseInput } from '../../common/validation';
import {
  CreateResponsibilityMatrixEntryInput,
  MATRIX_MESSAGES,
  ResponsibilityLookupArgs,
  ResponsibilityMatrixFilter,
  UpdateResponsibilityMatrixEntryInput,
} from './responsibility-matrix.inputs';
import { signedInActor } from '../../common/actor';
import type { ResponsibilityMatrixService } from './responsibility-matrix.service';
import { toMatrixEntryView, toTicketResponsibilityView } from './responsibility-matrix.view';

/**
 * REST responsibility matrix, mounted at /api/knowledge/responsibility-matrix: GET list
 * (?country, ?category, ?isActive, ?limit, ?offset; X-Total-Count), GET lookup?country=&category=
 * (the active entries), GET ticket/{ticketId} (who is responsible for a ticket), GET one, POST,
 * PATCH, POST {id}/deactivate.
 */
export function responsibilityMatrixRouter(matrix: ResponsibilityMatrixService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    const filter = await parseInput(ResponsibilityMatrixFilter, {
      country: queryChoice(req, 'country'),
      category: queryChoice(req, 'category'),
      isActive: queryBoolean(req, 'isActive', MATRIX_MESSAGES.isActive),
    });
    sendPage(res, await matrix.list(filter, pageFromQuery(req)), toMatrixEntryView);
  });

  router.get('/lookup', 'read', async (req: Request, res: Response) => {
    const args = await parseInput(ResponsibilityLookupArgs, { country: queryText(req, 'country'), category: queryText(req, 'category') });
    res.json((await matrix.lookup(args.country, args.category)).map(toMatrixEntryView));
  });

  router.get('/ticket/:ticketId', 'read', async (req: Request<{ ticketId: string }>, res: Response) => {
    res.json(toTicketResponsibilityView(await matrix.forTicket(req.params.ticketId)));
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toMatrixEntryView(await matrix.get(req.params.id)));
  });

  router.post('/', 'admin', async (req: Request, res: Response) => {
    const input = await parseInput(CreateResponsibilityMatrixEntryInput, req.body);
    res.status(201).json(toMatrixEntryView(await matrix.create(input, signedInActor(req))));
  });

  router.patch('/:id', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateResponsibilityMatrixEntryInput, bodyWithId(req.body, req.params.id));
    res.json(toMatrixEntryView(await matrix.update(input, signedInActor(req))));
  });

  router.post('/:id/deactivate', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toMatrixEntryView(await matrix.deactivate(req.params.id, signedInActor(req))));
  });

  return router;
}
