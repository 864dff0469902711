import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, sendPage } from '../../common/paging';
import { requireUser } from '../../common/require-user';
import { objectBody, parseInput } from '../../common/validation';
import {
  AnswerTroubleshootingStepInput,
  CreateTroubleshootingSessionInput,
  KnowledgeArticleStatsArgs,
  PreviousTroubleshootingStepInput,
  StartTroubleshootingSessionInput,
  TroubleshootingEscalationArgs,
  TroubleshootingSessionsArgs,
  UpdateTroubleshootingSessionInput,
} from './troubleshooting-session.inputs';
import type { TroubleshootingSessionService } from './troubleshooting-session.service';
import {
  toArticleStatsView,
  toSelfHelpFiguresView,
  toSessionMoveView,
  toSessionView,
  toTicketDraftView,
} from './troubleshooting-session.view';

/**
 * REST guided sessions and their figures, mounted at /api/knowledge (docs/product.md §7): thin
 * adapters over TroubleshootingSessionService, enumerations as database strings.
 */
export function troubleshootingSessionRouter(sessions: TroubleshootingSessionService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/sessions', 'read', async (req: Request, res: Response) => {
    const args = await parseInput(TroubleshootingSessionsArgs, { articleId: req.query.articleId, ...pageFromQuery(req) });
    sendPage(res, await sessions.list(args.articleId, requireUser(req), args), toSessionView);
  });

  router.post('/sessions', 'work', async (req: Request, res: Response) => {
    const input = await parseInput(CreateTroubleshootingSessionInput, req.body);
    res.status(201).json(toSessionView(await sessions.create(input, requireUser(req))));
  });

  // Resume the signed-in user's session of the article, or start one (what the guided mode does).
  router.post('/sessions/start', 'work', async (req: Request, res: Response) => {
    const input = await parseInput(StartTroubleshootingSessionInput, req.body);
    const started = await sessions.start(input.articleId, requireUser(req));
    res.status(started.resumed ? 200 : 201).json({ ...toSessionView(started.session), resumed: started.resumed });
  });

  router.get('/sessions/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toSessionView(await sessions.get(req.params.id)));
  });

  router.patch('/sessions/:id', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateTroubleshootingSessionInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toSessionView(await sessions.update(input)));
  });

  router.post('/sessions/:id/answer', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(AnswerTroubleshootingStepInput, { ...objectBody(req.body), sessionId: req.params.id });
    res.json(toSessionMoveView(await sessions.answer(input)));
  });

  router.post('/sessions/:id/previous', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(PreviousTroubleshootingStepInput, { sessionId: req.params.id });
    res.json(toSessionMoveView(await sessions.previous(input)));
  });

  // What the new-ticket dialog starts with: ?articleId= must be the session's article.
  router.get('/sessions/:id/escalation', 'read', async (req: Request<{ id: string }>, res: Response) => {
    const args = await parseInput(TroubleshootingEscalationArgs, { sessionId: req.params.id, articleId: req.query.articleId });
    res.json(toTicketDraftView(await sessions.escalationDraft(args.sessionId, args.articleId)));
  });

  router.get('/stats', 'read', async (req: Request, res: Response) => {
    const given = req.query.articleId;
    const articleIds = given === undefined ? undefined : Array.isArray(given) ? given : [given];
    const args = await parseInput(KnowledgeArticleStatsArgs, { articleIds, from: req.query.from, to: req.query.to });
    res.json((await sessions.articleStats(args)).map(toArticleStatsView));
  });

  router.get('/stats/self-help', 'read', async (_req: Request, res: Response) => {
    res.json(toSelfHelpFiguresView(await sessions.selfHelpFigures()));
  });

  return router;
}
