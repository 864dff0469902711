import type { DataSource } from 'typeorm';
import type { Clock } from './common/clock';
import { ClientService } from './modules/clients/client.service';
import { ContactService } from './modules/contacts/contact.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { KnowledgeStepService } from './modules/knowledge/knowledge-step.service';
import { TroubleshootingSessionService } from './modules/knowledge/troubleshooting-session.service';
import { KnowledgeArticleService } from './modules/knowledge/knowledge-article.service';
import { ResponsibilityMatrixService } from './modules/knowledge/responsibility-matrix.service';
import { NotificationService } from './modules/notifications/notification.service';
import { PropertyService } from './modules/properties/property.service';
import { SearchService } from './modules/search/search.service';
import { SystemService } from './modules/system/system.service';
import { ReminderService } from './modules/tasks/reminder.service';
import { TaskService } from './modules/tasks/task.service';
import { TicketService } from './modules/tickets/ticket.service';
import { TriageService } from './modules/conversations/triage.service';
import type { TicketChangeListener } from './modules/tickets/ticket.events';
import { NO_CONVERSATION_EVENTS, type ConversationEventSink } from './modules/conversations/conversation.events';
import { UserService } from './modules/users/user.service';
import { ConversationService } from './modules/conversations/conversation.service';

export type Services = ReturnType<typeof createServices>;

/** Where the services announce committed changes (the app publishes them for subscriptions). */
export interface ServiceEvents {
  /** These users' notifications changed. */
  notificationsChanged?: (userIds: string[]) => void;
  /** A ticket changed (status, assignee, priority, feed, tasks). */
  ticketChanged?: TicketChangeListener;
  /** Messages, conversations and the triage queue changed. */
  conversations?: ConversationEventSink;
}

/**
 * The features' services, each handed the services of the features it reaches (a feature never
 * reads another's tables itself). The app wires its routers and resolvers to these; tests and the
 * bench build the same set.
 */
export function createServices(dataSource: DataSource, clock: Clock, events: ServiceEvents = {}) {
  const contacts = new ContactService(dataSource);
  const clients = new ClientService(dataSource);
  const properties = new PropertyService(dataSource, clients, contacts);
  const users = new UserService(dataSource);
  const tickets = new TicketService(dataSource, { clients, contacts, properties, users }, events.ticketChanged);
  const responsibilityMatrix = new ResponsibilityMatrixService(dataSource, tickets);
  const troubleshootingSessions = new TroubleshootingSessionService(dataSource, { tickets, matrix: responsibilityMatrix }, clock);
  const notifications = new NotificationService(dataSource, clock, events.notificationsChanged);
  const knowledgeArticles = new KnowledgeArticleService(dataSource);
  return {
    /** Hand this to the conversation services (inbound, triage, outbound) for their live updates. */
    conversationEvents: events.conversations ?? NO_CONVERSATION_EVENTS,
    contacts,
    clients,
    properties,
    users,
    tickets,
    dashboard: new DashboardService(dataSource),
    tasks: new TaskService(dataSource, clock, tickets, users),
    notifications,
    reminders: new ReminderService(dataSource, notifications, clock, tickets),
    search: new SearchService(tickets, contacts, clients, properties, knowledgeArticles),
    conversations: new ConversationService(dataSource, { contacts, tickets }),
    triage: new TriageService(dataSource, { tickets, clients, contacts, properties }, events.conversations ?? NO_CONVERSATION_EVENTS),
    system: new SystemService(dataSource),
    troubleshootingSessions,
    knowledgeArticles,
    responsibilityMatrix,
    knowledgeSteps: new KnowledgeStepService(dataSource),
  };
}
