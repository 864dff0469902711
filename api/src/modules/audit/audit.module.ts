import { feature, resolver } from '../../common/feature-module';
import { AuditEvent } from './audit-event.entity';
import { AuditResolver } from './audit.resolver';
import { auditRouter } from './audit.rest';
import { AuditService } from './audit.service';

/** The audit log: what other features record, and the admins' screen and download. */
export const auditModule = feature<{ audit: AuditService }>()({
  name: 'audit',
  entities: [AuditEvent],
  services: { audit: (_, { dataSource }) => new AuditService(dataSource) },
  resolvers: [resolver(AuditResolver, ({ audit }) => new AuditResolver(audit))],
  routers: [{ path: '/api/audit', create: ({ audit }) => auditRouter(audit) }],
});
