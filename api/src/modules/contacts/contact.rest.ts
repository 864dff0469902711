import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, sendPage } from '../../common/paging';
import { parseInput } from '../../common/validation';
import { bodyWithId, queryText } from '../../common/query-params';
import { CreateContactInput, UpdateContactInput } from './contact.inputs';
import type { ContactService } from './contact.service';
import { toContactView } from './contact.view';

/** REST contacts: GET list (?search, ?limit, ?offset; X-Total-Count), GET one, POST, PATCH. */
export function contactsRouter(contacts: ContactService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    sendPage(res, await contacts.list({ search: queryText(req, 'search'), ...pageFromQuery(req) }), toContactView);
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toContactView(await contacts.get(req.params.id)));
  });

  router.post('/', 'work', async (req: Request, res: Response) => {
    const input = await parseInput(CreateContactInput, req.body);
    res.status(201).json(toContactView(await contacts.create(input)));
  });

  router.patch('/:id', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateContactInput, bodyWithId(req.body, req.params.id));
    res.json(toContactView(await contacts.update(input)));
  });

  return router;
}
