import { feature, resolver } from '../../common/feature-module';
import { Contact } from './contact.entity';
import { ContactResolver } from './contact.resolver';
import { contactsRouter } from './contact.rest';
import { ContactService } from './contact.service';

/** Contacts (tenants, owners, suppliers). */
export const contactsModule = feature<{ contacts: ContactService }>()({
  name: 'contacts',
  entities: [Contact],
  services: { contacts: (_, { dataSource }) => new ContactService(dataSource) },
  resolvers: [resolver(ContactResolver, ({ contacts }) => new ContactResolver(contacts))],
  routers: [{ path: '/api/contacts', create: ({ contacts }) => contactsRouter(contacts) }],
});
