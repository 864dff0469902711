import { Field, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';

@ObjectType()
export class SystemStatus {
  @Field()
  databaseReachable: boolean;

  @Field()
  checkedAt: Date;
}

export const SYSTEM_STATUS_TOPIC = 'SYSTEM_STATUS';

/** Asks the database a trivial question with a short timeout. */
export async function checkSystemStatus(dataSource: DataSource): Promise<SystemStatus> {
  const status = new SystemStatus();
  status.checkedAt = new Date();
  try {
    await Promise.race([
      dataSource.query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
    ]);
    status.databaseReachable = true;
  } catch {
    status.databaseReachable = false;
  }
  return status;
}
