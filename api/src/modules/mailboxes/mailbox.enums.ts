import { registerEnumType } from 'type-graphql';

/** How the connection is secured: TLS from the start (imaps://, port 993), or STARTTLS when the server offers it (imap://). */
export const MAILBOX_TLS_MODES = ['tls', 'starttls'] as const;
export type MailboxTlsMode = (typeof MAILBOX_TLS_MODES)[number];

/** What happens to a message in the mailbox once it is stored: marked seen, or moved to a folder. */
export const MAILBOX_AFTER_READ = ['seen', 'move'] as const;
export type MailboxAfterRead = (typeof MAILBOX_AFTER_READ)[number];

/** A desk mailbox signs in with its password; an agent's connected Gmail or Outlook account with its OAuth token (XOAUTH2). */
export const MAILBOX_AUTH = ['password', 'oauth2'] as const;
export type MailboxAuth = (typeof MAILBOX_AUTH)[number];

/** The same values as GraphQL enums (names upper-case, values as stored). */
export const MailboxTlsValue = { TLS: 'tls', STARTTLS: 'starttls' } as const satisfies Record<string, MailboxTlsMode>;
export const MailboxAfterReadValue = { SEEN: 'seen', MOVE: 'move' } as const satisfies Record<string, MailboxAfterRead>;
export const MailboxAuthValue = { PASSWORD: 'password', OAUTH2: 'oauth2' } as const satisfies Record<string, MailboxAuth>;
registerEnumType(MailboxTlsValue, {
  name: 'MailboxTls',
  description: 'TLS from the start (imaps://), or STARTTLS when the server offers it (imap://).',
});
registerEnumType(MailboxAfterReadValue, { name: 'MailboxAfterRead', description: 'What happens to a stored message in the mailbox.' });
registerEnumType(MailboxAuthValue, { name: 'MailboxAuth', description: "A desk mailbox's password, or an agent's OAuth token (XOAUTH2)." });
