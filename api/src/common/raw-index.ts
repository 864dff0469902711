import { Index } from 'typeorm';

/**
 * Index definitions TypeORM's `@Index` cannot state (a DESC column, an expression, an operator
 * class, a storage parameter), by index name: `<definition>` is what follows `ON <table>` in the
 * migration's CREATE INDEX. The schema check (db/migrations.test.ts) compares each one with the
 * migrated database, so the entity stays the one description of its table.
 */
export const rawIndexDefinitions = new Map<string, string>();

/** Declares an index the migrations create and TypeORM must leave alone (`synchronize: false`). */
export function RawIndex(name: string, definition: string): ClassDecorator {
  return (target) => {
    rawIndexDefinitions.set(name, definition);
    Index(name, { synchronize: false })(target);
  };
}
