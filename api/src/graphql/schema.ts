import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ResolverData } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { SystemResolver } from '../modules/system/system.resolver';
import { NotificationResolver } from '../modules/notifications/notification.resolver';
import { TaskResolver } from '../modules/tasks/task.resolver';
import { ContactResolver } from '../modules/contacts/contact.resolver';
import { ClientResolver } from '../modules/clients/client.resolver';
import { PropertyResolver } from '../modules/properties/property.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { ActivityResolver, TicketResolver } from '../modules/tickets/ticket.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { EmailSettingsResolver } from '../modules/email/email.resolver';
import { TriageResolver } from '../modules/conversations/triage.resolver';
import { ActivityDeliveryResolver, ConversationResolver } from '../modules/conversations/conversation.resolver';
import { TicketEventsResolver } from '../modules/tickets/ticket-events.resolver';
import { ConversationEventsResolver } from '../modules/conversations/conversation-events.resolver';
import { SelfHelpFiguresResolver, TroubleshootingSessionResolver } from '../modules/knowledge/troubleshooting-session.resolver';
import { KnowledgeStepResolver } from '../modules/knowledge/knowledge-step.resolver';
import { KnowledgeArticleResolver } from '../modules/knowledge/knowledge-article.resolver';
import { ResponsibilityMatrixResolver } from '../modules/knowledge/responsibility-matrix.resolver';
import type { GraphQLContext } from '../common/graphql-context';
import type { PubSubHandle } from './pubsub';

export const resolvers = [
  AuthResolver,
  SystemResolver,
  ContactResolver,
  ClientResolver,
  PropertyResolver,
  UserResolver,
  TicketResolver,
  ActivityResolver,
  DashboardResolver,
  TaskResolver,
  NotificationResolver,
  SearchResolver,
  EmailSettingsResolver,
  TriageResolver,
  ConversationResolver,
  ActivityDeliveryResolver,
  TicketEventsResolver,
  ConversationEventsResolver,
  KnowledgeArticleResolver,
  ResponsibilityMatrixResolver,
  KnowledgeStepResolver,
  TroubleshootingSessionResolver,
  SelfHelpFiguresResolver,
] as const;

type ResolverClass = (typeof resolvers)[number];

/**
 * Builds the executable schema. Resolver instances are made by the caller with their services
 * (constructor injection) and handed over through TypeGraphQL's container hook.
 */
export async function buildAppSchema(instances: Map<ResolverClass, object>, pubSub: PubSubHandle['pubSub']): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
    pubSub,
    container: {
      get: (cls: unknown, _data: ResolverData<GraphQLContext>) => {
        const instance = instances.get(cls as ResolverClass);
        if (!instance) throw new Error(`No instance registered for resolver ${String((cls as { name?: string }).name)}`);
        return instance;
      },
    },
  });
}
