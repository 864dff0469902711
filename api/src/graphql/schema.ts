import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type ResolverData } from 'type-graphql';
import type { Class, FeatureContext } from '../common/feature-module';
import type { GraphQLContext } from '../common/graphql-context';
import { features, type Services } from '../modules';
import type { PubSubHandle } from './pubsub';

const [first, ...rest] = features.flatMap((feature) => feature.resolvers.map((entry) => entry.type));
if (!first) throw new Error('No feature registers a resolver');
/** Every feature's resolver classes (modules/index.ts); schema.graphql is emitted from these. */
export const resolvers: NonEmptyArray<Class> = [first, ...rest];

/**
 * Builds the executable schema. Each resolver instance is made by its feature's factory from the
 * services (constructor injection) and handed over through TypeGraphQL's container hook.
 */
export async function buildAppSchema(services: Services, context: FeatureContext, pubSub: PubSubHandle['pubSub']): Promise<GraphQLSchema> {
  const instances = new Map<Class, object>();
  for (const feature of features) {
    for (const entry of feature.resolvers) instances.set(entry.type, entry.create(services, context));
  }
  return buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
    pubSub,
    container: {
      get: (cls: Class, _data: ResolverData<GraphQLContext>) => {
        const instance = instances.get(cls);
        if (!instance) throw new Error(`No instance registered for resolver ${cls.name}`);
        return instance;
      },
    },
  });
}
