import 'reflect-metadata';
import { createDataSource } from './data-source';

/**
 * The data source TypeORM's CLI loads (`typeorm -d dist/db/cli-data-source.js ...`): the database
 * named by DATABASE_URL, with the built entities and migrations. `npm run migration:generate`
 * (db/migration-cli.ts) sets DATABASE_URL, to the embedded PostgreSQL when none is configured.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name the database for the TypeORM CLI (npm run migration:generate sets it)');

export default createDataSource(url);
