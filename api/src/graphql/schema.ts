import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { GraphQLError } from 'graphql';
import { buildSchema, type MiddlewareFn, type ResolverData } from 'type-graphql';
import { AppError } from '../common/errors';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { SystemResolver } from '../modules/system/system.resolver';
import type { GraphQLContext } from './context';
import type { PubSubHandle } from './pubsub';

export const resolvers = [AuthResolver, SystemResolver] as const;

type ResolverClass = (typeof resolvers)[number];

/** Our typed errors become GraphQL errors with a code, the field and the HTTP status. */
const mapAppErrors: MiddlewareFn<GraphQLContext> = async (_data, next) => {
  try {
    return await next();
  } catch (error) {
    if (error instanceof AppError) {
      throw new GraphQLError(error.message, {
        originalError: error,
        extensions: { code: error.code, ...(error.field ? { field: error.field } : {}), http: { status: error.status } },
      });
    }
    throw error;
  }
};

/**
 * Builds the executable schema. Resolver instances are made by the caller with their services
 * (constructor injection) and handed over through TypeGraphQL's container hook.
 */
export async function buildAppSchema(
  instances: Map<ResolverClass, object>,
  pubSub: PubSubHandle['pubSub'],
): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
    pubSub,
    globalMiddlewares: [mapAppErrors],
    container: {
      get: (cls: unknown, _data: ResolverData<GraphQLContext>) => {
        const instance = instances.get(cls as ResolverClass);
        if (!instance) throw new Error(`No instance registered for resolver ${String((cls as { name?: string }).name)}`);
        return instance;
      },
    },
  });
}
