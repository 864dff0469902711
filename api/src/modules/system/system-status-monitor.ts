import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { PubSubHandle } from '../../graphql/pubsub';
import { SYSTEM_STATUS_TOPIC, checkSystemStatus } from './system-status';

/** Publishes the database's reachability every few seconds for the systemStatus subscription. */
export class SystemStatusMonitor {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: PubSubHandle['pubSub'],
    private readonly log: Logger,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      checkSystemStatus(this.dataSource)
        .then((status) => this.pubSub.publish(SYSTEM_STATUS_TOPIC, status))
        .catch((error: unknown) => this.log.warn({ err: error }, 'system status check failed'));
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
