import { type Request, type Response } from 'express';
import { signedInActor } from '../../common/actor';
import { GuardedRouter } from '../../common/permissions';
import { objectBody, parseInput } from '../../common/validation';
import {
  CreateKnowledgeStepInput,
  CreateStepOptionInput,
  ReorderKnowledgeStepsInput,
  UpdateKnowledgeStepInput,
  UpdateStepOptionInput,
} from './knowledge-step.inputs';
import type { KnowledgeStepService } from './knowledge-step.service';
import { toKnowledgeStepView, toStepOptionView } from './knowledge-step.view';

/**
 * REST guided workflows (docs/product.md §7), mounted at /api/knowledge beside the articles:
 * thin adapters over KnowledgeStepService. Deletes answer 204.
 */
export function knowledgeStepRouter(steps: KnowledgeStepService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/articles/:id/steps', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json((await steps.stepsOf(req.params.id)).map(toKnowledgeStepView));
  });

  router.patch('/articles/:id/steps/reorder', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(ReorderKnowledgeStepsInput, { ...objectBody(req.body), articleId: req.params.id });
    res.json((await steps.reorder(input)).map(toKnowledgeStepView));
  });

  router.post('/steps', 'admin', async (req: Request, res: Response) => {
    const input = await parseInput(CreateKnowledgeStepInput, req.body);
    res.status(201).json(toKnowledgeStepView(await steps.createStep(input)));
  });

  router.get('/steps/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toKnowledgeStepView(await steps.getStep(req.params.id)));
  });

  router.patch('/steps/:id', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateKnowledgeStepInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toKnowledgeStepView(await steps.updateStep(input)));
  });

  router.delete('/steps/:id', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    await steps.deleteStep(req.params.id, signedInActor(req));
    res.status(204).end();
  });

  router.get('/steps/:id/options', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json((await steps.optionsOf(req.params.id)).map(toStepOptionView));
  });

  router.post('/options', 'admin', async (req: Request, res: Response) => {
    const input = await parseInput(CreateStepOptionInput, req.body);
    res.status(201).json(toStepOptionView(await steps.createOption(input)));
  });

  router.patch('/options/:id', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateStepOptionInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toStepOptionView(await steps.updateOption(input)));
  });

  router.delete('/options/:id', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    await steps.deleteOption(req.params.id, signedInActor(req));
    res.status(204).end();
  });

  return router;
}
