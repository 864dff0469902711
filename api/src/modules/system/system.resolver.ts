import { Query, Resolver, Root, Subscription } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { SYSTEM_STATUS_TOPIC, SystemStatus, checkSystemStatus } from './system-status';

/** Feeds the sidebar's 'Database Status' dot. */
@Resolver()
export class SystemResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Query(() => SystemStatus, { description: 'Whether the database answers, checked now.' })
  systemStatus(): Promise<SystemStatus> {
    return checkSystemStatus(this.dataSource);
  }

  @Subscription(() => SystemStatus, {
    name: 'systemStatus',
    topics: SYSTEM_STATUS_TOPIC,
    description: 'Database reachability, pushed every few seconds.',
  })
  systemStatusChanged(@Root() status: SystemStatus): SystemStatus {
    return status;
  }
}
