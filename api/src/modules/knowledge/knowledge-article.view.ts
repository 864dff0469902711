import { pickFields } from '../../common/pick-fields';
import type { KnowledgeArticle } from './knowledge-article.entity';

/** What REST answers of a knowledge article (`/api/knowledge/articles`), in this order: never its search vectors. */
export const KNOWLEDGE_ARTICLE_VIEW_FIELDS = [
  'id',
  'title',
  'description',
  'summary',
  'fullContent',
  'heroImageUrl',
  'country',
  'category',
  'responsibility',
  'isActive',
  'createdById',
  'updatedById',
  'tags',
  'estimatedDuration',
  'difficulty',
  'legalNotes',
  'lastReviewed',
  'createdAt',
  'updatedAt',
] as const;
export type KnowledgeArticleView = Pick<KnowledgeArticle, (typeof KNOWLEDGE_ARTICLE_VIEW_FIELDS)[number]>;

export function toKnowledgeArticleView(article: KnowledgeArticle): KnowledgeArticleView {
  return pickFields(article, KNOWLEDGE_ARTICLE_VIEW_FIELDS);
}
