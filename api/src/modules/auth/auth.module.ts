import { feature, resolver } from '../../common/feature-module';
import type { AuditService } from '../audit/audit.service';
import { poolOf } from '../../common/postgres';
import { AuthResolver } from './auth.resolver';
import { authRouter } from './auth.rest';
import { AuthService } from './auth.service';
import { RateLimitRecord } from './rate-limit.entity';
import { AuthRateLimiter } from './rate-limiter';
import { SessionRecord } from './session-record.entity';

/** Sign-up, sign-in and sign-out; the session and rate-limit tables. */
export const authModule = feature<{ auth: AuthService; audit: AuditService }>()({
  name: 'auth',
  entities: [SessionRecord, RateLimitRecord],
  services: {
    auth: ({ audit }, { dataSource, config, redis }) =>
      new AuthService(dataSource, config, new AuthRateLimiter(config, { pool: poolOf(dataSource), redis }), audit),
  },
  resolvers: [resolver(AuthResolver, ({ auth }) => new AuthResolver(auth))],
  routers: [{ path: '/api', access: 'public', create: ({ auth }) => authRouter(auth) }],
});
