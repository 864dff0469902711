import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, sendPage } from '../../common/paging';
import { bodyWithId, queryText } from '../../common/query-params';
import { parseInput } from '../../common/validation';
import { CreateClientInput, UpdateClientInput } from './client.inputs';
import type { ClientService } from './client.service';
import { toClientView } from './client.view';

/** REST clients: GET list (?search, ?limit, ?offset; X-Total-Count), GET one, POST, PATCH. */
export function clientsRouter(clients: ClientService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    sendPage(res, await clients.list({ search: queryText(req, 'search'), ...pageFromQuery(req) }), toClientView);
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toClientView(await clients.get(req.params.id)));
  });

  router.post('/', 'work', async (req: Request, res: Response) => {
    const input = await parseInput(CreateClientInput, req.body);
    res.status(201).json(toClientView(await clients.create(input)));
  });

  router.patch('/:id', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateClientInput, bodyWithId(req.body, req.params.id));
    res.json(toClientView(await clients.update(input)));
  });

  return router;
}
