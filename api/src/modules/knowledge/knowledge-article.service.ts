import { ARTICLE_DEFAULTS } from '@pmp/shared';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { queryPrepared } from '../../common/postgres';
import { NotFound } from '../../common/errors';
import { SEARCH_COUNT_AHEAD, type Page } from '../../common/paging';
import { findById } from '../../common/records';
import { optionalText } from '../../common/search-pattern';
import type { User } from '../users/user.entity';
import { sanitizeArticleContent } from './article-content';
import { KnowledgeArticle } from './knowledge-article.entity';
import {
  ARTICLE_MESSAGES,
  type CreateKnowledgeArticleInput,
  type KnowledgeArticleFilter,
  type UpdateKnowledgeArticleInput,
} from './knowledge-article.inputs';

/** A page of articles; with a search, totalCount stops SEARCH_COUNT_AHEAD past the offset (then totalCountCapped). */
export interface KnowledgeArticlePage extends Page<KnowledgeArticle> {
  totalCountCapped: boolean;
}

/** A search uses at most this many words (a longer text is a paste, and each word is one more index lookup). */
export const SEARCH_MAX_WORDS = 12;

/** A search text's words: letters and digits, lower-cased, without repeats, at most `max`; anything else separates them. */
export function searchWords(search: string | null | undefined, max = SEARCH_MAX_WORDS): string[] {
  const words =
    search
      ?.normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, max);
}

/**
 * The tsquery of a search (docs/decisions.md, "Knowledge base: articles, search, reader and
 * responsibility"), made by PostgreSQL's `knowledge_search_query` (migration KnowledgeArticleRank):
 * every word must match, each as a prefix of a word in its English (stemmed) or its plain form, so
 * that a word being typed finds ("radiat" finds "radiator") and so does another form of it
 * ("radiators" finds "radiator"); English stop words are left out when there are other words. The
 * words are letters and digits only (searchWords). `$n` is the number of the SQL's one parameter.
 */
export function searchQuerySql(words: readonly string[], n: number): { sql: string; params: [string[]] } {
  return { sql: `knowledge_search_query($${n}::text[])`, params: [[...words]] };
}

/** Trimmed, without empties or duplicates, in the order given. */
function normaliseTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];
}

/** A row of a list: an article's columns and the total over all pages. */
type ArticleRow = Record<string, unknown> & { totalCount: string | number };

function dateOrNull(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/**
 * Knowledge articles (docs/product.md §2 Knowledge Base, §10 "Knowledge base"): the list and its
 * full-text search, one article, and the writes of the admin form. Content is sanitized when saved.
 */
export class KnowledgeArticleService {
  private readonly articles: Repository<KnowledgeArticle>;
  /** The columns an article is read with: all but the search vector. */
  private readonly columnsSql: string;

  constructor(private readonly dataSource: DataSource) {
    this.articles = dataSource.getRepository(KnowledgeArticle);
    this.columnsSql = this.articles.metadata.columns
      .filter((column) => column.isSelect)
      .map((column) => `a."${column.databaseName}"`)
      .join(', ');
  }

  /**
   * Filtered by category, country and isActive; with a search, only the matching articles, best
   * match first (KnowledgeArticleService.search), else by title.
   */
  async list(filter: KnowledgeArticleFilter | null | undefined, page: { limit: number; offset: number }): Promise<KnowledgeArticlePage> {
    const params: unknown[] = [];
    const where: string[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter?.search?.trim()) {
      const words = searchWords(filter.search);
      // Punctuation only: nothing can match it.
      if (words.length === 0) return { nodes: [], totalCount: 0, totalCountCapped: false };
      params.push(...searchQuerySql(words, 1).params);
    }
    if (filter?.category) where.push(`a."category" = ${param(filter.category)}`);
    if (filter?.country) where.push(`a."country" = ${param(filter.country)}`);
    if (filter?.isActive !== undefined && filter?.isActive !== null) where.push(`a."isActive" = ${param(filter.isActive)}`);
    if (params.length > where.length) return this.search(where, params, page);

    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const listSql = `SELECT ${this.columnsSql}, count(*) OVER () AS "totalCount" FROM knowledge_articles a ${whereSql}
       ORDER BY a."title", a."id" LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`;
    const rows = (await this.dataSource.query(listSql, params)) as ArticleRow[];
    let totalCount = rows.length ? Number(rows[0].totalCount) : 0;
    if (rows.length === 0 && page.offset > 0) {
      // Past the last page: the window function saw no rows, so count them on their own.
      const countSql = `SELECT count(*)::int AS "totalCount" FROM knowledge_articles a ${whereSql}`;
      const [count] = (await this.dataSource.query(countSql, params.slice(0, -2))) as { totalCount: number }[];
      totalCount = count.totalCount;
    }
    return { nodes: this.toArticles(rows), totalCount, totalCountCapped: false };
  }

  /**
   * A search (`$1`, the words; `where`, the filters on `a`): one prepared statement. The matches are
   * counted through the search vector's GIN index up to SEARCH_COUNT_AHEAD past the offset (counting
   * every one visited every match's row: most of a common word's cost), but only the articles whose rank vector (title,
   * description, tags, summary) holds every word are ranked, through an index of their own, by
   * ts_rank (title A over description and tags B over summary C), ties by title. The other matches
   * (a word found only in the content) come after them by title, and are read only when the page
   * reaches past the first kind. Only the page's rows are then read whole.
   *
   * The tsquery comes from a CTE, so the planner cannot see it and estimates few matches: it takes
   * the GIN indexes (a sequential scan would read every article's search vector out of TOAST).
   */
  private async search(where: string[], params: unknown[], page: { limit: number; offset: number }): Promise<KnowledgeArticlePage> {
    const filters = where.map((condition) => ` AND ${condition}`).join('');
    const n = params.length;
    const upTo = `$${n + 1}`;
    const countTo = page.offset + Math.max(page.limit, SEARCH_COUNT_AHEAD);
    const matches = `knowledge_articles a, search WHERE a."searchVector" @@ search.q${filters}`;
    const sql = `WITH search AS (SELECT knowledge_search_query($1::text[]) AS q),
      total AS (SELECT count(*)::int AS n FROM (SELECT FROM ${matches} LIMIT $${n + 4} + 1) counted),
      ranked AS (
        SELECT a."id", ts_rank(a."rankVector", search.q) AS rank, a."title" FROM knowledge_articles a, search
         WHERE a."rankVector" @@ search.q${filters}
         ORDER BY rank DESC, a."title", a."id" LIMIT ${upTo}),
      page AS (
        SELECT "id", 1 AS tier, rank, "title" FROM ranked
        UNION ALL
        (SELECT a."id", 2, 0, a."title" FROM ${matches}
            AND NOT a."rankVector" @@ search.q AND (SELECT count(*) FROM ranked) < ${upTo}
          ORDER BY a."title", a."id" LIMIT ${upTo}))
      SELECT ${this.columnsSql}, total.n AS "totalCount" FROM page JOIN knowledge_articles a USING ("id"), total
       ORDER BY page.tier, page.rank DESC, page."title", page."id" OFFSET $${n + 2} LIMIT $${n + 3}`;
    const values = [...params, page.offset + page.limit, page.offset, page.limit, countTo];
    const rows = await queryPrepared<ArticleRow>(this.dataSource, sql, values);
    let counted = rows.length ? Number(rows[0].totalCount) : 0;
    if (rows.length === 0 && page.offset > 0) {
      // Past the last match: no page row carries the total, so count on its own.
      const countSql = `WITH search AS (SELECT knowledge_search_query($1::text[]) AS q)
        SELECT count(*)::int AS "totalCount" FROM (SELECT FROM ${matches} LIMIT $${n + 1} + 1) counted`;
      const [count] = await queryPrepared<{ totalCount: number }>(this.dataSource, countSql, [...params, countTo]);
      counted = count.totalCount;
    }
    const totalCountCapped = counted > countTo;
    return { nodes: this.toArticles(rows), totalCount: totalCountCapped ? countTo : counted, totalCountCapped };
  }

  private toArticles(rows: ArticleRow[]): KnowledgeArticle[] {
    return rows.map(({ totalCount: _total, ...row }) => this.articles.create(row as Partial<KnowledgeArticle>));
  }

  /** The article; 'Article not found' (404) when there is none. */
  async get(id: string): Promise<KnowledgeArticle> {
    const found = await this.find(id);
    if (!found) throw new NotFound(ARTICLE_MESSAGES.articleNotFound);
    return found;
  }

  /** The article, or null when the id names none (for other features' lookups; in `manager`'s transaction when given). */
  find(id: string, manager?: EntityManager): Promise<KnowledgeArticle | null> {
    return findById(this.articles, id, manager);
  }

  /** A new article; what the input leaves out takes the form's defaults (docs/product.md §5). */
  async create(input: CreateKnowledgeArticleInput, user: User): Promise<KnowledgeArticle> {
    const saved = await this.articles.save(
      this.articles.create({
        title: input.title.trim(),
        description: optionalText(input.description),
        summary: optionalText(input.summary),
        fullContent: sanitizeArticleContent(input.fullContent),
        heroImageUrl: optionalText(input.heroImageUrl),
        country: input.country ?? ARTICLE_DEFAULTS.country,
        category: input.category ?? ARTICLE_DEFAULTS.category,
        responsibility: input.responsibility ?? ARTICLE_DEFAULTS.responsibility,
        isActive: input.isActive ?? ARTICLE_DEFAULTS.isActive,
        difficulty: input.difficulty ?? ARTICLE_DEFAULTS.difficulty,
        estimatedDuration: input.estimatedDuration ?? ARTICLE_DEFAULTS.estimatedDuration,
        tags: normaliseTags(input.tags),
        legalNotes: optionalText(input.legalNotes),
        lastReviewed: dateOrNull(input.lastReviewed),
        createdById: user.id,
        updatedById: user.id,
      }),
    );
    return this.get(saved.id);
  }

  /**
   * Changes the fields given; null clears an optional field (an empty heroImageUrl removes the
   * image). Country, category, responsibility and isActive always have a value: null leaves them.
   */
  async update(input: UpdateKnowledgeArticleInput, user: User): Promise<KnowledgeArticle> {
    const article = await this.get(input.id);
    if (input.title !== undefined) article.title = input.title.trim();
    if (input.description !== undefined) article.description = optionalText(input.description);
    if (input.summary !== undefined) article.summary = optionalText(input.summary);
    if (input.fullContent !== undefined) article.fullContent = sanitizeArticleContent(input.fullContent);
    if (input.heroImageUrl !== undefined) article.heroImageUrl = optionalText(input.heroImageUrl);
    if (input.country) article.country = input.country;
    if (input.category) article.category = input.category;
    if (input.responsibility) article.responsibility = input.responsibility;
    if (input.isActive !== undefined && input.isActive !== null) article.isActive = input.isActive;
    if (input.difficulty !== undefined) article.difficulty = input.difficulty;
    if (input.estimatedDuration !== undefined) article.estimatedDuration = input.estimatedDuration;
    if (input.tags !== undefined) article.tags = normaliseTags(input.tags);
    if (input.legalNotes !== undefined) article.legalNotes = optionalText(input.legalNotes);
    if (input.lastReviewed !== undefined) article.lastReviewed = dateOrNull(input.lastReviewed);
    article.updatedById = user.id;
    await this.articles.save(article);
    return this.get(article.id);
  }
}
