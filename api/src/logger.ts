import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** Structured JSON logs; request logs carry the request id (see app.ts). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}
