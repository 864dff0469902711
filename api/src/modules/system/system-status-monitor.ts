import type { Logger } from 'pino';
import { SYSTEM_STATUS_TOPIC, type SystemStatus } from './system-status';
import type { SystemService } from './system.service';

/** Publishes the database's reachability every few seconds for the systemStatus subscription. */
export class SystemStatusMonitor {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly system: SystemService,
    private readonly pubSub: { publish(topic: typeof SYSTEM_STATUS_TOPIC, status: SystemStatus): void },
    private readonly log: Logger,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.system
        .status()
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
