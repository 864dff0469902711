import type { Config } from '../../config';
import type { MailboxTlsMode } from './mailbox.enums';
import type { DeskMailboxSettings } from './mailbox.service';

export interface ImapServer {
  host: string;
  port: number;
  tls: MailboxTlsMode;
  username: string;
  password: string;
  folder: string;
}

/** `imaps://user:password@host:993/INBOX` (TLS) or `imap://user:password@host/INBOX` (STARTTLS when offered); the folder defaults to INBOX. */
export function parseImapUrl(value: string): ImapServer {
  const url = new URL(value);
  const tls: MailboxTlsMode = url.protocol === 'imaps:' ? 'tls' : 'starttls';
  const folder = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : tls === 'tls' ? 993 : 143,
    tls,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder,
  };
}

/** The desk mailbox of the configuration: DESK_IMAP_URL at the address DESK_EMAIL (loadConfig requires both together). */
export function deskMailboxSettings(
  config: Pick<Config, 'DESK_IMAP_URL' | 'DESK_EMAIL' | 'DESK_IMAP_MOVE_TO' | 'DESK_IMAP_FIRST_READ_DAYS'>,
): DeskMailboxSettings | null {
  if (!config.DESK_IMAP_URL || !config.DESK_EMAIL) return null;
  const server = parseImapUrl(config.DESK_IMAP_URL);
  return {
    ...server,
    address: config.DESK_EMAIL,
    moveTo: config.DESK_IMAP_MOVE_TO ?? null,
    firstReadDays: config.DESK_IMAP_FIRST_READ_DAYS,
  };
}
