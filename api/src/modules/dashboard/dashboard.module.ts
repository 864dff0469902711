import { feature, resolver } from '../../common/feature-module';
import { DashboardResolver } from './dashboard.resolver';
import { dashboardRouter } from './dashboard.rest';
import { DashboardService } from './dashboard.service';

/** The dashboard's figures and reports. */
export const dashboardModule = feature<{ dashboard: DashboardService }>()({
  name: 'dashboard',
  entities: [],
  services: { dashboard: (_, { dataSource }) => new DashboardService(dataSource) },
  resolvers: [resolver(DashboardResolver, ({ dashboard }) => new DashboardResolver(dashboard))],
  routers: [{ path: '/api/dashboard', create: ({ dashboard }) => dashboardRouter(dashboard) }],
});
