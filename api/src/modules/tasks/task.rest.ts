import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { Invalid } from '../../common/errors';
import { pageFromQuery, pageOrWholeFromQuery, sendPage } from '../../common/paging';
import { parseInput } from '../../common/validation';
import { requireUser } from '../../common/require-user';
import { TaskStatusValue } from './task.enums';
import { CreateTaskInput, TASK_MESSAGES, UpdateTaskInput } from './task.inputs';
import type { TaskService } from './task.service';
import { toTaskView } from './task.view';
import { isUuid } from '../../common/search-pattern';

const STATUSES = Object.values(TaskStatusValue) as string[];

function statusesFromQuery(value: unknown): TaskStatusValue[] | undefined {
  if (value === undefined || value === '') return undefined;
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  for (const status of list) if (!STATUSES.includes(status)) throw new Invalid(TASK_MESSAGES.status, 'status');
  return list as TaskStatusValue[];
}

/**
 * REST tasks: GET (paged, ?ticketId=&status=; a ticket's tasks whole unless `limit` is sent),
 * POST, PATCH; thin adapters over TaskService.
 */
export function taskRouter(service: TaskService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    const ticketId = typeof req.query.ticketId === 'string' && req.query.ticketId !== '' ? req.query.ticketId : undefined;
    if (ticketId && !isUuid(ticketId)) throw new Invalid(TASK_MESSAGES.ticketId, 'ticketId');
    const window = ticketId ? pageOrWholeFromQuery(req) : pageFromQuery(req);
    const page = await service.list({ ...window, ticketId, statuses: statusesFromQuery(req.query.status) });
    sendPage(res, page, toTaskView, window);
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toTaskView(await service.get(req.params.id)));
  });

  router.post('/', 'work', async (req: Request, res: Response) => {
    const user = requireUser(req);
    // createdById and status in the body are ignored: the creator is the signed-in user, new tasks are pending.
    const input = await parseInput(CreateTaskInput, req.body);
    res.status(201).json(toTaskView(await service.create(input, user)));
  });

  router.patch('/:id', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateTaskInput, { ...(req.body as object), id: req.params.id });
    res.json(toTaskView(await service.update(input, requireUser(req))));
  });

  return router;
}
