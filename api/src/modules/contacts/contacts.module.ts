import { LANGUAGE_LABELS } from '@pmp/shared';
import { feature, resolver } from '../../common/feature-module';
import type { CompanyService } from '../company/company.service';
import { Contact } from './contact.entity';
import { ContactResolver } from './contact.resolver';
import { contactsRouter } from './contact.rest';
import { ContactService } from './contact.service';

/** Contacts (tenants, owners, suppliers). */
export const contactsModule = feature<{ contacts: ContactService; company: CompanyService }>()({
  name: 'contacts',
  entities: [Contact],
  services: {
    contacts: ({ company }, { dataSource }) =>
      new ContactService(dataSource, async (manager) => LANGUAGE_LABELS[(await company.profile(manager)).defaultLanguage]),
  },
  resolvers: [resolver(ContactResolver, ({ contacts }) => new ContactResolver(contacts))],
  routers: [{ path: '/api/contacts', create: ({ contacts }) => contactsRouter(contacts) }],
});
