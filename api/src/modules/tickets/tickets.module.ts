import { feature, resolver } from '../../common/feature-module';
import type { ClientService } from '../clients/client.service';
import type { CompanyService } from '../company/company.service';
import type { ContactService } from '../contacts/contact.service';
import type { NotificationService } from '../notifications/notification.service';
import type { NotificationPreferenceService } from '../notifications/notification-preferences.service';
import type { Notifier } from '../notifications/notifier.service';
import type { PropertyService } from '../properties/property.service';
import type { UserService } from '../users/user.service';
import { Activity } from './activity.entity';
import { SlaWarningService } from './sla-warnings.service';
import { TicketComment } from './ticket-comment.entity';
import { TicketSlaPause } from './ticket-sla-pause.entity';
import { TicketEventsResolver } from './ticket-events.resolver';
import { Ticket } from './ticket.entity';
import { TICKET_CHANGES_TOPIC } from './ticket.events';
import { ActivityResolver, TicketResolver } from './ticket.resolver';
import { ticketRouter } from './ticket.rest';
import { type SessionEscalation, TicketService } from './ticket.service';

interface Uses {
  tickets: TicketService;
  clients: ClientService;
  contacts: ContactService;
  properties: PropertyService;
  users: UserService;
  company: CompanyService;
  notifications: NotificationService;
  notifier: Notifier;
  notificationPreferences: NotificationPreferenceService;
  /** Escalating a guided session is the knowledge side's command; tickets know it only by this interface. */
  troubleshootingSessions: SessionEscalation;
}

/** Tickets, their comments and Activity Feed, their live changes, and their SLA breach warnings. */
export const ticketsModule = feature<Uses>()({
  name: 'tickets',
  entities: [Ticket, TicketComment, Activity, TicketSlaPause],
  services: {
    tickets: ({ clients, contacts, properties, users, company, notifier }, { dataSource, publish }) =>
      new TicketService(dataSource, { clients, contacts, properties, users, company, notifier }, (change) =>
        publish(TICKET_CHANGES_TOPIC, change),
      ),
    slaWarnings: ({ notifier, notificationPreferences, users }, { dataSource }) =>
      new SlaWarningService(dataSource, notifier, users, notificationPreferences),
  },
  resolvers: [
    resolver(TicketResolver, ({ tickets, troubleshootingSessions }) => new TicketResolver(tickets, troubleshootingSessions)),
    resolver(ActivityResolver, ({ users }) => new ActivityResolver(users)),
    resolver(TicketEventsResolver, () => new TicketEventsResolver()),
  ],
  routers: [{ path: '/api/tickets', create: ({ tickets, troubleshootingSessions }) => ticketRouter(tickets, troubleshootingSessions) }],
});
