import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import pino from 'pino';
import { Client } from 'pg';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { TEMPLATE_DATABASE, adminUrl } from './database';

declare global {
  var __EMBEDDED_PG__: { db: EmbeddedDatabase; dir: string } | undefined;
}

/**
 * Starts one PostgreSQL for the whole run (embedded, unless TEST_DATABASE_URL names a server) and
 * builds a migrated template database; every test file then clones it (test/database.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pmp-test-'));
    const db = await startEmbeddedPostgres(dir, pino({ level: 'warn' }));
    globalThis.__EMBEDDED_PG__ = { db, dir };
    process.env.TEST_DATABASE_URL = db.url;
  }
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const dataSource = createDataSource(url.toString(), { poolSize: 1 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
}
