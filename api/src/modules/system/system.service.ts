import type { DataSource } from 'typeorm';
import { checkSystemStatus, type SystemStatus } from './system-status';

/** The api's own health as the web app shows it (the sidebar's 'Database Status'). */
export class SystemService {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the database answers, checked now. */
  status(): Promise<SystemStatus> {
    return checkSystemStatus(this.dataSource);
  }
}
