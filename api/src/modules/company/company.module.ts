import { feature, resolver } from '../../common/feature-module';
import type { AuditService } from '../audit/audit.service';
import type { AccountMailService } from '../email/account-mail.service';
import { CompanySettings } from './company-settings.entity';
import { CompanyResolver } from './company.resolver';
import { CompanyService } from './company.service';
import { SlaTarget } from './sla-target.entity';

interface Uses {
  company: CompanyService;
  audit: AuditService;
  accountMail: AccountMailService;
}

/** Settings → Company: the company's name and domains, sign-up, defaults, and the SLA targets of new tickets. */
export const companyModule = feature<Uses>()({
  name: 'company',
  entities: [CompanySettings, SlaTarget],
  services: {
    company: ({ audit, accountMail }, { dataSource, config }) => new CompanyService(dataSource, config, audit, () => accountMail.available),
  },
  resolvers: [resolver(CompanyResolver, ({ company }) => new CompanyResolver(company))],
  routers: [],
});
