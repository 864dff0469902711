import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { pageFromQuery, sendPage } from '../../common/paging';
import { bodyWithId, queryBoolean, queryChoice, queryText } from '../../common/query-params';
import { parseInput } from '../../common/validation';
import {
  ARTICLE_MESSAGES,
  CreateKnowledgeArticleInput,
  KnowledgeArticleFilter,
  UpdateKnowledgeArticleInput,
} from './knowledge-article.inputs';
import { signedInActor } from '../../common/actor';
import type { KnowledgeArticleService } from './knowledge-article.service';
import { toKnowledgeArticleView } from './knowledge-article.view';

/**
 * REST knowledge articles (docs/product.md §7): GET list (?search, ?category, ?country,
 * ?isActive, ?limit, ?offset; X-Total-Count), GET one, POST, PATCH. Mounted at /api/knowledge/articles.
 */
export function knowledgeArticleRouter(articles: KnowledgeArticleService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    const filter = await parseInput(KnowledgeArticleFilter, {
      search: queryText(req, 'search'),
      category: queryChoice(req, 'category'),
      country: queryChoice(req, 'country'),
      isActive: queryBoolean(req, 'isActive', ARTICLE_MESSAGES.isActive),
    });
    const found = await articles.list(filter, pageFromQuery(req));
    sendPage(res, found, toKnowledgeArticleView);
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toKnowledgeArticleView(await articles.get(req.params.id)));
  });

  router.post('/', 'admin', async (req: Request, res: Response) => {
    const input = await parseInput(CreateKnowledgeArticleInput, req.body);
    res.status(201).json(toKnowledgeArticleView(await articles.create(input, signedInActor(req))));
  });

  router.patch('/:id', 'admin', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateKnowledgeArticleInput, bodyWithId(req.body, req.params.id));
    res.json(toKnowledgeArticleView(await articles.update(input, signedInActor(req))));
  });

  return router;
}
