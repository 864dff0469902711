import { Query, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { SYSTEM_STATUS_TOPIC, SystemStatus } from './system-status';
import type { SystemService } from './system.service';

/** Feeds the sidebar's 'Database Status' dot. */
@Resolver()
export class SystemResolver {
  constructor(private readonly system: SystemService) {}

  @Allow('read')
  @Query(() => SystemStatus, { description: 'Whether the database answers, checked now.' })
  systemStatus(): Promise<SystemStatus> {
    return this.system.status();
  }

  @Allow('read')
  @Subscription(() => SystemStatus, {
    name: 'systemStatus',
    topics: SYSTEM_STATUS_TOPIC,
    description: 'Database reachability, pushed every few seconds.',
  })
  systemStatusChanged(@Root() status: SystemStatus): SystemStatus {
    return status;
  }
}
