import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type ResolverData } from 'type-graphql';
import type { Class, FeatureContext } from '../common/feature-module';
import type { GraphQLContext } from '../common/graphql-context';
import { rootNeeds, type RootNeeds } from '../common/permissions';
import { features, type Services } from '../modules';
import type { PubSubHandle } from './pubsub';

const [first, ...rest] = features.flatMap((feature) => feature.resolvers.map((entry) => entry.type));
if (!first) throw new Error('No feature registers a resolver');
/** Every feature's resolver classes (modules/index.ts); schema.graphql is emitted from these. */
export const resolvers: NonEmptyArray<Class> = [first, ...rest];

/**
 * What each root field needs (common/permissions.ts); throws when an operation or field resolver
 * declares nothing, or a subscription needs more than reading (a socket's user is checked once, as signed in).
 */
export function graphqlNeeds(): RootNeeds {
  const needs = rootNeeds(resolvers);
  for (const [field, need] of needs.subscription) {
    if (need !== 'read' && need !== 'own') throw new Error(`Subscription ${field} needs ${need}: a subscription may need read or own only`);
  }
  return needs;
}

/**
 * Builds the executable schema. Each resolver instance is made by its feature's factory from the
 * services (constructor injection) and handed over through TypeGraphQL's container hook.
 */
export async function buildAppSchema(services: Services, context: FeatureContext, pubSub: PubSubHandle['pubSub']): Promise<GraphQLSchema> {
  graphqlNeeds();
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
