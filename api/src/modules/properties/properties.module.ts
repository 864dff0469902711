import { feature, resolver } from '../../common/feature-module';
import type { ClientService } from '../clients/client.service';
import type { ContactService } from '../contacts/contact.service';
import { Property } from './property.entity';
import { PropertyResolver } from './property.resolver';
import { propertiesRouter } from './property.rest';
import { PropertyService } from './property.service';

interface Uses {
  properties: PropertyService;
  clients: ClientService;
  contacts: ContactService;
}

/** Properties, each of a client, with their contacts. */
export const propertiesModule = feature<Uses>()({
  name: 'properties',
  entities: [Property],
  services: { properties: ({ clients, contacts }, { dataSource }) => new PropertyService(dataSource, clients, contacts) },
  resolvers: [resolver(PropertyResolver, ({ properties, clients, contacts }) => new PropertyResolver(properties, clients, contacts))],
  routers: [{ path: '/api/properties', create: ({ properties }) => propertiesRouter(properties) }],
});
