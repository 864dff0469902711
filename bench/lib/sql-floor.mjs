// The SQL floor of an endpoint: the statements one request sends to PostgreSQL (what its service
// method sends; the session and its user come from the api's session cache, so a signed-in
// request sends no session lookup of its own), captured from the real api code, then replayed
// straight through `pg` at the same concurrency. The endpoint can never beat its floor; the target
// says how far above it it may be.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './server.mjs';

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
/** A module of the api build (CommonJS), e.g. apiModule('db/data-source'). */
export const apiModule = (name) => require(path.join(ROOT, 'api', 'dist', `${name}.js`));

/** The api's services (api/src/services.ts) on `dataSource`, configured as the benchmarked `server` is. */
export function apiServices(server, dataSource) {
  const { createServices } = apiModule('services');
  const { loadConfig } = apiModule('config');
  return createServices({ dataSource, config: loadConfig(server.env) });
}

/**
 * A TypeORM data source on `url` that records every statement it sends while `recording` is on
 * (through TypeORM, or straight to its pool; `name` when prepared).
 * @returns {Promise<{ dataSource: import('typeorm').DataSource, capture: (fn: () => Promise<unknown>) => Promise<{ sql: string, params: unknown[], name?: string }[]> }>}
 */
export async function capturingDataSource(url) {
  const { createDataSource } = apiModule('db/data-source');
  const dataSource = createDataSource(url, { poolSize: 4 });
  let recorded = null;
  const logger = {
    logQuery(sql, params) {
      recorded?.push({ sql, params: params ?? [] });
    },
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
  dataSource.setOptions({ logging: ['query'], logger });
  await dataSource.initialize();
  // Statements sent straight to the pool (common/postgres.ts queryPrepared: named, prepared once
  // per connection) bypass TypeORM's logger: record them here, with their name, so the floor
  // replays them prepared as well.
  const pool = dataSource.driver.master;
  const poolQuery = pool.query.bind(pool);
  pool.query = (config, ...rest) => {
    if (recorded && typeof config === 'object' && config?.text) {
      recorded.push({ sql: config.text, params: config.values ?? [], name: config.name });
    }
    return poolQuery(config, ...rest);
  };
  return {
    dataSource,
    /** Runs fn once and returns the statements it sent, in order. */
    async capture(fn) {
      recorded = [];
      try {
        await fn();
        return recorded;
      } finally {
        recorded = null;
      }
    },
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/**
 * Replays statement lists through `pg` with `connections` concurrent clients for `seconds`
 * (after a warm-up). `statementsFor(i)` gives the i-th "request": the statements, run in order on
 * one connection.
 */
export async function measureFloor(url, statementsFor, { connections, seconds, warmupSeconds }) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    let next = 0;
    const run = async (untilMs, latencies) => {
      const client = await pool.connect();
      try {
        while (Date.now() < untilMs) {
          const statements = statementsFor(next++);
          const started = performance.now();
          for (const s of statements)
            await client.query(s.name ? { name: s.name, text: s.sql, values: s.params } : { text: s.sql, values: s.params });
          latencies?.push(performance.now() - started);
        }
      } finally {
        client.release();
      }
    };
    if (warmupSeconds > 0) {
      const until = Date.now() + warmupSeconds * 1000;
      await Promise.all(Array.from({ length: connections }, () => run(until, null)));
    }
    const latencies = [];
    const started = performance.now();
    const until = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, () => run(until, latencies)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    await pool.end();
  }
}
