import { feature, resolver } from '../../common/feature-module';
import { SystemResolver } from './system.resolver';
import { SystemService } from './system.service';

/** The database's reachability (the systemStatus query and subscription). */
export const systemModule = feature<{ system: SystemService }>()({
  name: 'system',
  entities: [],
  services: { system: (_, { dataSource }) => new SystemService(dataSource) },
  resolvers: [resolver(SystemResolver, ({ system }) => new SystemResolver(system))],
  routers: [],
});
