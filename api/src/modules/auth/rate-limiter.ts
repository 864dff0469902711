import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { TooManyRequests } from '../../common/errors';

/** Where the counters live: PostgreSQL (table rate_limits), or Redis when REDIS_URL is set. */
interface RateLimitStore {
  pool: Pool;
  redis?: Redis | null;
}

/** A counter of `points` per `seconds`, kept where every api instance sees it. */
function counter(store: RateLimitStore, keyPrefix: string, points: number, seconds: number): RateLimiterAbstract {
  const common = { duration: seconds, keyPrefix, points };
  return store.redis
    ? new RateLimiterRedis({ ...common, storeClient: store.redis })
    : new RateLimiterPostgres({
        ...common,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
      });
}

/** Runs `attempt`; a counter's refusal becomes a 429 saying what was refused and for how long (Retry-After). */
async function refusingWith429(what: string, attempt: () => Promise<void>): Promise<void> {
  try {
    await attempt();
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new TooManyRequests(`Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
    }
    throw error;
  }
}

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

  constructor(config: Config, store: RateLimitStore) {
    const window = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
    this.clientAllowance = config.AUTH_RATE_LIMIT_PER_CLIENT;
    this.perAddress = counter(store, 'auth_address', config.AUTH_RATE_LIMIT_PER_ADDRESS, window);
    this.perClient = counter(store, 'auth_client', config.AUTH_RATE_LIMIT_PER_CLIENT, window);
  }

  /**
   * Before an attempt: throws 429 when the client has used its allowance of failures, else counts
   * the attempt against the address (429 when the address has used its own).
   */
  async consume(email: string, clientIp: string): Promise<void> {
    await refusingWith429('sign-in attempts', async () => {
      const failures = await this.perClient.get(clientIp);
      if (failures && failures.consumedPoints >= this.clientAllowance) throw failures;
      await this.perAddress.consume(email.toLowerCase());
    });
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

/** Password reset requests allowed per e-mail address, and per client address, in each window. */
const PASSWORD_RESET_ALLOWANCE = { requests: 5, windowSeconds: 15 * 60 } as const;

/**
 * Throttles password reset requests: PASSWORD_RESET_ALLOWANCE per e-mail address (a mailbox is not
 * flooded) and per client address (one client cannot probe or spam many), every request counting,
 * whether or not the address has an account. Same store as AuthRateLimiter.
 */
export class PasswordResetRateLimiter {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;

  constructor(store: RateLimitStore) {
    const { requests, windowSeconds } = PASSWORD_RESET_ALLOWANCE;
    this.perAddress = counter(store, 'reset_address', requests, windowSeconds);
    this.perClient = counter(store, 'reset_client', requests, windowSeconds);
  }

  /** Counts a request; 429 once the client or the address has used its allowance. */
  async consume(email: string, clientIp: string): Promise<void> {
    // The address is keyed by its hash: a long address would not fit the table's key column.
    const address = createHash('sha256').update(email.toLowerCase()).digest('hex');
    await refusingWith429('password reset requests', async () => {
      await this.perClient.consume(clientIp);
      await this.perAddress.consume(address);
    });
  }
}
