import { ARTICLE_DEFAULTS, AuditAction } from '@pmp/shared';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { queryPrepared } from '../../common/postgres';
import { NotFound } from '../../common/errors';
import { cappedTotal, searchCountTo, type Page } from '../../common/paging';
import { findById } from '../../common/records';
import { readableColumns, rowObject, selectedSql, type SelectedColumn } from '../../common/sql-select';
import { optionalText } from '../../common/search-pattern';
import type { SignedInActor } from '../../common/actor';
import type { AuditService } from '../audit/audit.service';
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

/** What a list reads: its filters on `a` (` AND ...` conditions) and their parameters; with a search, the words are `$1`. */
interface ListQuery {
  filters: string;
  params: unknown[];
  searching: boolean;
}

/** The ListQuery of a filter; null when its search has no words (punctuation only): nothing can match it. */
function listQuery(filter: KnowledgeArticleFilter | null | undefined): ListQuery | null {
  const params: unknown[] = [];
  const where: string[] = [];
  const searching = Boolean(filter?.search?.trim());
  if (searching) {
    const words = searchWords(filter?.search);
    if (words.length === 0) return null;
    params.push(...searchQuerySql(words, 1).params);
  }
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter?.category) where.push(`a."category" = ${param(filter.category)}`);
  if (filter?.country) where.push(`a."country" = ${param(filter.country)}`);
  if (filter?.isActive !== undefined && filter?.isActive !== null) where.push(`a."isActive" = ${param(filter.isActive)}`);
  return { filters: where.map((condition) => ` AND ${condition}`).join(''), params, searching };
}

/** FROM and WHERE of the articles matching the CTE `search` (its `q`), with `filters` (` AND ...` on `a`). */
function searchMatches(filters: string): string {
  return `knowledge_articles a, search WHERE a."searchVector" @@ search.q${filters}`;
}

function dateOrNull(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/**
 * Knowledge articles (docs/product.md §2 Knowledge Base, §10 "Knowledge base"): the list and its
 * full-text search, one article, and the writes of the admin form. Content is sanitized when saved.
 */
export class KnowledgeArticleService {
  private readonly articles: Repository<KnowledgeArticle>;
  /** The columns an article is read with: all but the search vectors. */
  private readonly columns: SelectedColumn[];
  private readonly columnsSql: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.articles = dataSource.getRepository(KnowledgeArticle);
    this.columns = readableColumns(dataSource, KnowledgeArticle, 'a');
    this.columnsSql = this.columns.map((column) => selectedSql('a', column)).join(', ');
  }

  /**
   * Filtered by category, country and isActive; with a search, only the matching articles, best
   * match first (see pageSql), else by title.
   */
  async list(filter: KnowledgeArticleFilter | null | undefined, page: { limit: number; offset: number }): Promise<KnowledgeArticlePage> {
    const query = listQuery(filter);
    if (!query) return { nodes: [], totalCount: 0, totalCountCapped: false };
    const { sql, values, countTo } = this.pageSql(query, page);
    const rows = await queryPrepared<ArticleRow>(this.dataSource, sql, values);
    let counted = rows.length ? Number(rows[0].totalCount) : 0;
    if (rows.length === 0 && page.offset > 0) {
      // Past the last page: no row carries the total, so count on its own.
      const count = this.countSql(query, countTo);
      [{ totalCount: counted }] = await queryPrepared<{ totalCount: number }>(this.dataSource, count.sql, count.values);
    }
    return { nodes: this.toArticles(rows), ...cappedTotal(counted, countTo) };
  }

  /**
   * One statement for a page of `query`'s articles, in order, each row with `totalCount`, counted
   * up to `countTo` + 1 (cappedTotal).
   *
   * Without a search: by title; every match is counted (countTo is Infinity).
   *
   * With a search (`$1`, the words): only the articles whose rank vector (title, description, tags,
   * summary) holds every word are ranked, through an index of their own, by ts_rank (title A over
   * description and tags B over summary C), ties by title. The other matches (a word found only in
   * the content) come after them by title, and are read only when the page reaches past the first
   * kind. The matches are counted through the search vector's GIN index up to SEARCH_COUNT_AHEAD
   * past the offset, unless the ranked ones alone are more than that (a common word): counting
   * visits every match's row, most of such a search's cost. Only the page's rows are read whole.
   * The ranked matches are counted by a window over (id, rank, title) only: `OFFSET 0` keeps the
   * planner from carrying each row's rank vector through the window (twice the search's cost).
   * The tsquery comes from a CTE, so the planner cannot see it and estimates few matches: it takes
   * the GIN indexes (a sequential scan would read every article's search vector out of TOAST).
   */
  private pageSql(query: ListQuery, page: { limit: number; offset: number }): { sql: string; values: unknown[]; countTo: number } {
    const { filters, params, searching } = query;
    const n = params.length;
    let head = '';
    let ids: string;
    let total: string;
    let values: unknown[];
    let countTo = Infinity;
    if (searching) {
      countTo = searchCountTo(page);
      const [upTo, offset, limit, count] = [n + 1, n + 2, n + 3, n + 4].map((i) => `$${i}::int`);
      head = `WITH search AS (SELECT knowledge_search_query($1::text[]) AS q),
      ranked AS (
        SELECT "id", rank, "title", count(*) OVER () AS matched FROM (
          SELECT a."id", ts_rank(a."rankVector", search.q) AS rank, a."title"
            FROM knowledge_articles a, search WHERE a."rankVector" @@ search.q${filters} OFFSET 0) matches
         ORDER BY rank DESC, "title", "id" LIMIT ${upTo}),
      page AS (
        SELECT "id", 1 AS tier, rank, "title" FROM ranked
        UNION ALL
        (SELECT a."id", 2, 0, a."title" FROM ${searchMatches(filters)}
            AND NOT a."rankVector" @@ search.q AND (SELECT count(*) FROM ranked) < ${upTo}
          ORDER BY a."title", a."id" LIMIT ${upTo})),
      total AS (
        SELECT CASE WHEN (SELECT max(matched) FROM ranked) > ${count} THEN ${count} + 1
                    ELSE (SELECT count(*)::int FROM (SELECT FROM ${searchMatches(filters)} LIMIT ${count} + 1) counted) END AS n)
      `;
      ids = `SELECT "id" FROM page ORDER BY tier, rank DESC, "title", "id" OFFSET ${offset} LIMIT ${limit}`;
      total = '(SELECT n FROM total)';
      values = [...params, page.offset + page.limit, page.offset, page.limit, countTo];
    } else {
      ids = `SELECT a."id" FROM knowledge_articles a WHERE true${filters} ORDER BY a."title", a."id" OFFSET $${n + 1}::int LIMIT $${n + 2}::int`;
      total = `(SELECT count(*)::int FROM knowledge_articles a WHERE true${filters})`;
      values = [...params, page.offset, page.limit];
    }
    const select = `SELECT ${this.columnsSql}, ${total} AS "totalCount"
      FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS p(id, n) JOIN knowledge_articles a ON a.id = p.id ORDER BY p.n`;
    return { sql: head + select, values, countTo };
  }

  /** The statement counting `query`'s matches (a search's up to countTo + 1), for a page past the last. */
  private countSql({ filters, params, searching }: ListQuery, countTo: number): { sql: string; values: unknown[] } {
    if (!searching) return { sql: `SELECT count(*)::int AS "totalCount" FROM knowledge_articles a WHERE true${filters}`, values: params };
    const sql = `WITH search AS (SELECT knowledge_search_query($1::text[]) AS q)
      SELECT count(*)::int AS "totalCount" FROM (SELECT FROM ${searchMatches(filters)} LIMIT $${params.length + 1}::int + 1) counted`;
    return { sql, values: [...params, countTo] };
  }

  /** The rows' articles as plain objects of their columns (no entity hydration: the list's busiest cost in the api). */
  private toArticles(rows: ArticleRow[]): KnowledgeArticle[] {
    return rows.map((row) => rowObject(row, this.columns) as unknown as KnowledgeArticle);
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
  async create(input: CreateKnowledgeArticleInput, actor: SignedInActor): Promise<KnowledgeArticle> {
    const { user } = actor;
    const saved = await this.articles.manager.transaction(async (manager) => {
      const article = await manager.save(
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
      await this.recordPublication(manager, actor, null, article);
      return article;
    });
    return this.get(saved.id);
  }

  /**
   * Changes the fields given; null clears an optional field (an empty heroImageUrl removes the
   * image). Country, category, responsibility and isActive always have a value: null leaves them.
   */
  async update(input: UpdateKnowledgeArticleInput, actor: SignedInActor): Promise<KnowledgeArticle> {
    const article = await this.get(input.id);
    const wasActive = article.isActive;
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
    article.updatedById = actor.user.id;
    await this.articles.manager.transaction(async (manager) => {
      await manager.save(article);
      await this.recordPublication(manager, actor, wasActive, article);
    });
    return this.get(article.id);
  }

  /** Publishing and unpublishing are in the audit log (a new active article is published). */
  private async recordPublication(manager: EntityManager, actor: SignedInActor, wasActive: boolean | null, article: KnowledgeArticle) {
    if (wasActive === article.isActive || (wasActive === null && !article.isActive)) return;
    await this.audit.record(
      actor,
      {
        action: article.isActive ? AuditAction.ARTICLE_PUBLISHED : AuditAction.ARTICLE_UNPUBLISHED,
        target: { type: 'article', id: article.id, label: article.title },
        before: wasActive === null ? null : { isActive: wasActive },
        after: { isActive: article.isActive },
      },
      manager,
    );
  }
}
