import { Args, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import type { AuditService } from './audit.service';
import { AuditEventConnection, AuditEventsArgs } from './audit.types';
import { toAuditEventType } from './audit.view';

/** Settings → Audit log (admins). */
@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Allow('admin')
  @Query(() => AuditEventConnection, { description: 'The audit log, newest first, filtered by person, action and time.' })
  async auditEvents(@Args(() => AuditEventsArgs) args: AuditEventsArgs): Promise<AuditEventConnection> {
    const page = await this.audit.list(args, args);
    return { nodes: page.nodes.map(toAuditEventType), totalCount: page.totalCount };
  }
}
