import { feature, resolver } from '../../common/feature-module';
import type { CompanyService } from '../company/company.service';
import { DashboardResolver } from './dashboard.resolver';
import { dashboardRouter } from './dashboard.rest';
import { DashboardService } from './dashboard.service';

interface Uses {
  dashboard: DashboardService;
  company: CompanyService;
}

/** The dashboard's figures and reports. */
export const dashboardModule = feature<Uses>()({
  name: 'dashboard',
  entities: [],
  services: { dashboard: ({ company }, { dataSource }) => new DashboardService(dataSource, company) },
  resolvers: [resolver(DashboardResolver, ({ dashboard }) => new DashboardResolver(dashboard))],
  routers: [{ path: '/api/dashboard', create: ({ dashboard }) => dashboardRouter(dashboard) }],
});
