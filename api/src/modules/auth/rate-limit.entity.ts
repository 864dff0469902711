import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Counters of the sign-in/sign-up rate limiter (rate-limiter-flexible's Postgres store layout). */
@Entity('rate_limits')
export class RateLimitRecord {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  points: number;

  /** Epoch milliseconds. */
  @Column({ type: 'bigint', nullable: true })
  expire: string | null;
}
