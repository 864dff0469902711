import { Router, type Request, type Response } from 'express';
import { pageFromQuery, pageOrWholeFromQuery, sendJsonArray, sendPage } from '../../common/paging';
import { ROW_SUMMARY, type TicketCommentView } from './ticket-rows';
import { parseInput } from '../../common/validation';
import { requireUser } from '../../common/require-user';
import type { User } from '../users/user.entity';
import type { Activity } from './activity.entity';
import type { Ticket } from './ticket.entity';
import { AddTicketActivityInput, ChangeTicketStatusInput, CreateTicketInput, TicketFilter, UpdateTicketInput } from './ticket.inputs';
import type { TicketService } from './ticket.service';

/** What REST answers carry of a user: the name and address, nothing else. */
function userSummary(user: User | null | undefined) {
  return pick(user, ROW_SUMMARY.assignee);
}

/** A ticket as REST answers it; the detail (`GET /api/tickets/{id}`) also carries its comments, last. */
export function toTicketView(t: Ticket, comments?: TicketCommentView[]) {
  const { assignee, ...rest } = t;
  const view = { ...rest, assignee: userSummary(assignee) };
  return comments ? { ...view, comments: comments.map(({ id, content, createdAt }) => ({ id, content, createdAt })) } : view;
}

/** A list row (ROW_SUMMARY) of a ticket read whole: as `TicketService.listRows` builds it in SQL. */
export function toTicketRowView(t: Ticket) {
  const { client, requester, property, assignee, ...rest } = t;
  return {
    ...rest,
    client: pick(client, ROW_SUMMARY.client),
    requester: pick(requester, ROW_SUMMARY.requester),
    property: pick(property, ROW_SUMMARY.property),
    assignee: pick(assignee, ROW_SUMMARY.assignee),
  };
}

function pick<T extends object>(record: T | null | undefined, fields: readonly string[]): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(fields.map((field) => [field, (record as Record<string, unknown>)[field]]));
}

export function toActivityView(a: Activity) {
  const { user, ...rest } = a;
  return { ...rest, user: userSummary(user) };
}

const FILTER_PARAMS = ['search', 'status', 'priority', 'category', 'assignment'] as const;
/** Filters whose value `all` means no filter (as assignment's `all` does), as the REST contract allows. */
const ALL_MEANS_ANY = new Set<string>(['status', 'priority', 'category']);

/** REST tickets (docs/product.md §7): thin adapters over TicketService (database strings for enums). */
export function ticketRouter(tickets: TicketService): Router {
  const router = Router();

  router.get('/', async (req: Request, res: Response) => {
    const page = pageFromQuery(req);
    const query: Record<string, unknown> = {};
    for (const name of FILTER_PARAMS) {
      const value = req.query[name];
      if (value === undefined || value === '' || (ALL_MEANS_ANY.has(name) && value === 'all')) continue;
      query[name] = value;
    }
    const filter = await parseInput(TicketFilter, query);
    const found = await tickets.listRows(filter, page, requireUser(req));
    // A search counts its matches only so far (SEARCH_COUNT_AHEAD): then the total is a lower bound.
    if (found.totalCountCapped) res.setHeader('X-Total-Count-Capped', 'true');
    sendJsonArray(res, found, page);
  });

  router.post('/', async (req: Request, res: Response) => {
    const input = await parseInput(CreateTicketInput, req.body);
    res.status(201).json(toTicketView(await tickets.create(input, requireUser(req))));
  });

  router.get('/:id', async (req: Request<{ id: string }>, res: Response) => {
    // Built as JSON by PostgreSQL, byte for byte what toTicketView(get(), comments()) would send.
    res.type('json').send(await tickets.getJson(req.params.id));
  });

  router.patch('/:id', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateTicketInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toTicketView(await tickets.update(input, requireUser(req))));
  });

  router.patch('/:id/status', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(ChangeTicketStatusInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toTicketView(await tickets.changeStatus(input, requireUser(req))));
  });

  router.get('/:id/activities', async (req: Request<{ id: string }>, res: Response) => {
    // A lookup read whole: every entry unless the request pages with `limit`.
    const window = pageOrWholeFromQuery(req);
    sendPage(res, await tickets.activities(req.params.id, window), toActivityView, window);
  });

  router.post('/:id/activities', async (req: Request<{ id: string }>, res: Response) => {
    // A userId in the body is ignored: the activity is the signed-in user's.
    const input = await parseInput(AddTicketActivityInput, { ...objectBody(req.body), ticketId: req.params.id });
    res.status(201).json(toActivityView(await tickets.addActivity(input, requireUser(req))));
  });

  return router;
}

/** A JSON object body, or an empty one (parseInput then names the missing fields). */
function objectBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
