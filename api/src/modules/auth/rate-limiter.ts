import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { TooManyRequests } from '../../common/errors';

/**
 * Throttles sign-in and sign-up per e-mail address and per client address. Counters live in
 * PostgreSQL (table rate_limits), or in Redis when REDIS_URL is set, so every api instance shares them.
 *
 * The address's counter takes every attempt (a successful sign-in clears it); the client's counts
 * only failed attempts, so that a whole office behind one public address can sign in at 9:00
 * while guessing from one client still ends in 429. The client is `req.ip`: the peer's address,
 * or the X-Forwarded-For hop that TRUST_PROXY says to trust.
 */
export class AuthRateLimiter {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;
  private readonly clientAllowance: number;

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
    this.clientAllowance = config.AUTH_RATE_LIMIT_PER_CLIENT;
    this.perAddress = make('auth_address', config.AUTH_RATE_LIMIT_PER_ADDRESS);
    this.perClient = make('auth_client', config.AUTH_RATE_LIMIT_PER_CLIENT);
  }

  /**
   * Before an attempt: throws 429 when the client has used its allowance of failures, else counts
   * the attempt against the address (429 when the address has used its own).
   */
  async consume(email: string, clientIp: string): Promise<void> {
    try {
      const failures = await this.perClient.get(clientIp);
      if (failures && failures.consumedPoints >= this.clientAllowance) throw failures;
      await this.perAddress.consume(email.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new TooManyRequests(`Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
      }
      throw error;
    }
  }

  /** A failed attempt (wrong password, unknown or refused address, ...) counts against the client. */
  async failed(clientIp: string): Promise<void> {
    await this.perClient.penalty(clientIp, 1);
  }

  /** A successful sign-in clears the address's attempts. */
  async reset(email: string): Promise<void> {
    await this.perAddress.delete(email.toLowerCase());
  }
}
