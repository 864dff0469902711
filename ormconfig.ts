/**
 * TypeORM CLI entry (migration:generate / migration:run / migration:revert) for a server named by
 * DATABASE_URL, e.g.:
 *   DATABASE_URL=postgres://localhost/portal npx typeorm-ts-node-commonjs -d ormconfig.ts migration:generate api/src/db/migrations/Name
 * The app itself runs pending migrations on start (api/src/db/database.ts).
 */
import 'reflect-metadata';
import { createDataSource } from './api/src/db/data-source';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name the database for the TypeORM CLI');

export default createDataSource(process.env.DATABASE_URL);
