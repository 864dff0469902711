import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { TooManyRequests } from '../../common/errors';

/**
 * Throttles sign-in and sign-up per e-mail address and per client address. Counters live in
 * PostgreSQL (table rate_limits), or in Redis when REDIS_URL is set, so every api instance shares them.
 */
export class AuthRateLimiter {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;

  constructor(config: Config, store: { pool: Pool; redis?: Redis | null }) {
    const common = { duration: config.AUTH_RATE_LIMIT_WINDOW_SECONDS };
    const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
      store.redis
        ? new RateLimiterRedis({ ...common, keyPrefix, points, storeClient: store.redis })
        : new RateLimiterPostgres({
            ...common,
            keyPrefix,
            points,
            storeClient: store.pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            tableCreated: true,
            clearExpiredByTimeout: false,
          });
    this.perAddress = make('auth_address', config.AUTH_RATE_LIMIT_PER_ADDRESS);
    this.perClient = make('auth_client', config.AUTH_RATE_LIMIT_PER_CLIENT);
  }

  /** Counts one attempt; throws 429 when either the address or the client has used its allowance. */
  async consume(email: string, clientIp: string): Promise<void> {
    try {
      await Promise.all([this.perAddress.consume(email.toLowerCase()), this.perClient.consume(clientIp)]);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new TooManyRequests(
          `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          seconds,
        );
      }
      throw error;
    }
  }

  /** A successful sign-in clears the address's failed attempts. */
  async reset(email: string): Promise<void> {
    await this.perAddress.delete(email.toLowerCase());
  }
}
