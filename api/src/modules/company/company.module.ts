import { feature, resolver } from '../../common/feature-module';
import type { AuditService } from '../audit/audit.service';
import { accountMailAvailable } from '../email/account-mail.service';
import { BusinessHours } from './business-hours.entity';
import { CompanySettings } from './company-settings.entity';
import { CompanyResolver } from './company.resolver';
import { CompanyService } from './company.service';
import { PublicHoliday } from './public-holiday.entity';
import { SlaTarget } from './sla-target.entity';

interface Uses {
  company: CompanyService;
  audit: AuditService;
}

/** Settings → Company: the company's name and domains, sign-up, defaults, and the SLA targets of new tickets. */
export const companyModule = feature<Uses>()({
  name: 'company',
  entities: [CompanySettings, SlaTarget, BusinessHours, PublicHoliday],
  services: {
    company: ({ audit }, { dataSource, config }) => new CompanyService(dataSource, config, audit, () => accountMailAvailable(config)),
  },
  resolvers: [resolver(CompanyResolver, ({ company }) => new CompanyResolver(company))],
  routers: [],
});
