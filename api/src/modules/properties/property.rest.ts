import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, sendPage } from '../../common/paging';
import { bodyWithId, queryText } from '../../common/query-params';
import { parseInput } from '../../common/validation';
import { CreatePropertyInput, UpdatePropertyInput } from './property.inputs';
import type { PropertyService } from './property.service';
import { toPropertyView } from './property.view';

/**
 * REST properties: GET list (?clientId, ?search, ?limit, ?offset; X-Total-Count), GET one, POST,
 * PATCH. Each property carries its client and contact objects (or null).
 */
export function propertiesRouter(properties: PropertyService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    sendPage(
      res,
      await properties.list({ search: queryText(req, 'search'), clientId: queryText(req, 'clientId'), ...pageFromQuery(req) }),
      toPropertyView,
    );
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toPropertyView(await properties.get(req.params.id)));
  });

  router.post('/', 'work', async (req: Request, res: Response) => {
    const input = await parseInput(CreatePropertyInput, req.body);
    res.status(201).json(toPropertyView(await properties.create(input)));
  });

  router.patch('/:id', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdatePropertyInput, bodyWithId(req.body, req.params.id));
    res.json(toPropertyView(await properties.update(input)));
  });

  return router;
}
