import { feature, resolver } from '../../common/feature-module';
import { Client } from './client.entity';
import { ClientResolver } from './client.resolver';
import { clientsRouter } from './client.rest';
import { ClientService } from './client.service';

/** Clients (the companies whose properties are maintained). */
export const clientsModule = feature<{ clients: ClientService }>()({
  name: 'clients',
  entities: [Client],
  services: { clients: (_, { dataSource }) => new ClientService(dataSource) },
  resolvers: [resolver(ClientResolver, ({ clients }) => new ClientResolver(clients))],
  routers: [{ path: '/api/clients', create: ({ clients }) => clientsRouter(clients) }],
});
