import type { EntityManager, FindOptionsWhere, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import type { Page, PageWindow } from './paging';
import { isUuid } from './search-pattern';

/**
 * The row with this id, or null when the id names none (or is not a uuid at all); read in
 * `manager`'s transaction when one is given. Features use it for their own `find`, which other
 * features call for lookups.
 */
export function findById<T extends { id: string }>(repository: Repository<T>, id: string, manager?: EntityManager): Promise<T | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  const repo = manager ? manager.getRepository<T>(repository.target) : repository;
  return repo.findOneBy({ id } as FindOptionsWhere<T>);
}

/**
 * One page of a record list, newest first; rows created in the same instant keep one order by id
 * (the lists' (createdAt, id) indexes serve it).
 */
export async function newestFirstPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  page: { limit: number; offset: number },
): Promise<Page<T>> {
  return pageOf(qb.orderBy(`${qb.alias}.createdAt`, 'DESC').addOrderBy(`${qb.alias}.id`, 'DESC'), page);
}

/** The window's rows of an ordered query (every row from `offset` on when `limit` is null) and the query's total. */
export async function pageOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, window: PageWindow): Promise<Page<T>> {
  const [nodes, totalCount] = await qb
    .limit(window.limit ?? undefined)
    .offset(window.offset)
    .getManyAndCount();
  return { nodes, totalCount };
}
