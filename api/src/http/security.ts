import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/** Security headers with a same-origin content security policy (Chakra/emotion injects styles). */
export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.PUBLIC_URL?.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the Origin header (if any) names this server: its Host, or PUBLIC_URL. */
export function isSameOrigin(request: IncomingMessage, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // non-browser clients; browsers always send Origin on these requests
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (config.PUBLIC_URL && parsed.origin === new URL(config.PUBLIC_URL).origin) return true;
  return parsed.host === request.headers.host;
}

/** State-changing requests from a foreign origin are refused (CSRF defence beside SameSite=Lax). */
export function refuseForeignOrigins(config: Config): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameOrigin(req, config)) return next();
    res.status(403).json({ message: 'Cross-origin request refused' });
  };
}
