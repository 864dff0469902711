import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';

/**
 * A secret for a one-time link (a password reset, an invitation) and the hash stored in its place:
 * a copy of the table then opens no account. The token is 256 random bits, so a plain SHA-256 is
 * enough (nothing to guess, nothing to stretch).
 */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

/** The stored form of a one-time link's token. */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The origin the request came to (`http://host:port`): where a link in a mail goes when PUBLIC_URL is not set. */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
