import type { Feature, ServicesOf } from '../common/feature-module';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { channelsModule } from './channels/channels.module';
import { clientsModule } from './clients/clients.module';
import { companyModule } from './company/company.module';
import { contactsModule } from './contacts/contacts.module';
import { conversationsModule } from './conversations/conversations.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { emailModule } from './email/email.module';
import { knowledgeModule } from './knowledge/knowledge.module';
import { mailboxesModule } from './mailboxes/mailboxes.module';
import { oncallModule } from './oncall/oncall.module';
import { notificationsModule } from './notifications/notifications.module';
import { profileModule } from './profile/profile.module';
import { propertiesModule } from './properties/properties.module';
import { searchModule } from './search/search.module';
import { systemModule } from './system/system.module';
import { tasksModule } from './tasks/tasks.module';
import { teamModule } from './team/team.module';
import { ticketsModule } from './tickets/tickets.module';
import { usersModule } from './users/users.module';

/**
 * Every feature of the api, one line each: the data source's entities, the GraphQL resolvers,
 * the services and the REST routers are read from this list (docs/architecture.md, "Adding a
 * feature"). The app mounts the routers in this order, so a path comes before a shorter one that
 * contains it (email's /api/users/me/email-settings before users' /api/users). A service reaches
 * the services it uses by name, whatever their place here.
 */
const registered = [
  auditModule,
  companyModule,
  authModule,
  systemModule,
  ticketsModule,
  dashboardModule,
  tasksModule,
  notificationsModule,
  contactsModule,
  clientsModule,
  propertiesModule,
  emailModule,
  usersModule,
  profileModule,
  teamModule,
  searchModule,
  conversationsModule,
  knowledgeModule,
  mailboxesModule,
  channelsModule,
  oncallModule,
] as const;

/** Every feature's services by name (`services.tickets`, ...): what `createServices` answers. */
export type Services = ServicesOf<typeof registered>;

/** The features, typed against all the services: a compile error here names a used service no feature provides. */
export const features: readonly Feature<Services>[] = registered;
