import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, pageOrWholeFromQuery, sendJsonArray, sendPage } from '../../common/paging';
import { objectBody, parseInput } from '../../common/validation';
import { requireUser } from '../../common/require-user';
import { AddTicketActivityInput, ChangeTicketStatusInput, CreateTicketInput, TicketFilter, UpdateTicketInput } from './ticket.inputs';
import type { SessionEscalation, TicketService } from './ticket.service';
import { toActivityView, toTicketView } from './ticket.view';

const FILTER_PARAMS = ['search', 'status', 'priority', 'category', 'assignment'] as const;
/** Filters whose value `all` means no filter (as assignment's `all` does), as the REST contract allows. */
const ALL_MEANS_ANY = new Set<string>(['status', 'priority', 'category']);

/** REST tickets (docs/product.md §7): thin adapters over TicketService (database strings for enums). */
export function ticketRouter(tickets: TicketService, escalation: SessionEscalation): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    const page = pageFromQuery(req);
    const query: Record<string, unknown> = {};
    for (const name of FILTER_PARAMS) {
      const value = req.query[name];
      if (value === undefined || value === '' || (ALL_MEANS_ANY.has(name) && value === 'all')) continue;
      query[name] = value;
    }
    const filter = await parseInput(TicketFilter, query);
    const found = await tickets.listRows(filter, page, requireUser(req));
    sendJsonArray(res, found, page);
  });

  router.post('/', 'work', async (req: Request, res: Response) => {
    const input = await parseInput(CreateTicketInput, req.body);
    res.status(201).json(toTicketView(await tickets.submit(input, requireUser(req), escalation)));
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    // Built as JSON by PostgreSQL, byte for byte what toTicketDetailView(get(), comments()) would send.
    res.type('json').send(await tickets.getJson(req.params.id));
  });

  router.patch('/:id', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateTicketInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toTicketView(await tickets.update(input, requireUser(req))));
  });

  router.patch('/:id/status', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(ChangeTicketStatusInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toTicketView(await tickets.changeStatus(input, requireUser(req))));
  });

  router.get('/:id/activities', 'read', async (req: Request<{ id: string }>, res: Response) => {
    // A lookup read whole: every entry unless the request pages with `limit`.
    const window = pageOrWholeFromQuery(req);
    sendPage(res, await tickets.activities(req.params.id, window), toActivityView, window);
  });

  router.post('/:id/activities', 'work', async (req: Request<{ id: string }>, res: Response) => {
    // A userId in the body is ignored: the activity is the signed-in user's.
    const input = await parseInput(AddTicketActivityInput, { ...objectBody(req.body), ticketId: req.params.id });
    res.status(201).json(toActivityView(await tickets.addActivity(input, requireUser(req))));
  });

  return router;
}
