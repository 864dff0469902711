import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The stored form's version: a later key or algorithm gets a new prefix, and old values stay readable. */
const PREFIX = 'v1.';

/**
 * Encrypts secrets stored in the database (the mail providers' OAuth tokens, the mailboxes' IMAP
 * passwords) with AES-256-GCM. The key is derived from SECRET_KEY with HKDF, for this purpose
 * only. Each value is bound to where it is stored (`context`, e.g. the user and the column) as associated data, so a value copied to
 * another user's row or another column does not decrypt.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, 'pmp-token-crypto', 'mail provider tokens v1', 32));
  }

  /** `v1.` + base64url(iv ‖ tag ‖ ciphertext). */
  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  /** The plaintext; throws when the value was not encrypted with this key for this context, or was altered. */
  decrypt(stored: string, context: string): string {
    if (!stored.startsWith(PREFIX)) throw new Error('Not an encrypted value');
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted value too short');
    const decipher = createDecipheriv(ALGORITHM, this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
