import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** The constraint name when `error` is a PostgreSQL unique violation (23505), else null. */
export function isUniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; driverError?: { code?: string; constraint?: string }; constraint?: string };
  const code = e?.driverError?.code ?? e?.code;
  if (code !== '23505') return null;
  return e.driverError?.constraint ?? e.constraint ?? 'unique';
}

const statementNames = new Map<string, string>();

/**
 * Runs `text` as a named (prepared) statement on the data source's pool: each pooled connection
 * parses and plans it once, then only binds and executes it. For statements whose plan does not
 * depend on the parameters' values (equality on keys and enumerations): PostgreSQL may switch a
 * prepared statement to one generic plan, which would be wrong for, say, a LIKE search whose best
 * plan depends on how common the word is; those go through `queryUnprepared`.
 */
export async function queryPrepared<T = Record<string, unknown>>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  let name = statementNames.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  const result = await poolOf(dataSource).query({ name, text, values });
  return result.rows as T[];
}

/**
 * Runs `text` on the data source's pool without preparing it: planned for its values every time
 * (a search's LIKE), and without TypeORM's query runner around it.
 */
export async function queryUnprepared<T = Record<string, unknown>>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const result = await poolOf(dataSource).query({ text, values });
  return result.rows as T[];
}

/** The node-postgres pool under a TypeORM data source. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}
