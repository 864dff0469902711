/**
 * Writes schema.graphql at the repository root from the resolvers (npm run codegen). CI runs it and
 * fails when the checked-in file differs.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { resolvers } from './schema';
import { buildSchema } from 'type-graphql';

async function main(): Promise<void> {
  const schema = await buildSchema({
    resolvers,
    validate: false,
    pubSub: {
      publish: () => undefined,
      subscribe: () => {
        throw new Error('unused');
      },
    } as never,
  });
  const target = path.resolve(__dirname, '../../../schema.graphql');
  const header = '# Generated from the api resolvers by `npm run codegen`. Do not edit by hand.\n\n';
  writeFileSync(target, header + printSchema(lexicographicSortSchema(schema)) + '\n');
  console.log(`wrote ${target}`);
}

void main();
