/** How the connection is secured: TLS from the start (imaps://, port 993), or STARTTLS when the server offers it (imap://). */
export const MAILBOX_TLS_MODES = ['tls', 'starttls'] as const;
export type MailboxTlsMode = (typeof MAILBOX_TLS_MODES)[number];

/** What happens to a message in the mailbox once it is stored: marked seen, or moved to a folder. */
export const MAILBOX_AFTER_READ = ['seen', 'move'] as const;
export type MailboxAfterRead = (typeof MAILBOX_AFTER_READ)[number];

/** A desk mailbox signs in with its password; an agent's connected Gmail or Outlook account with its OAuth token (XOAUTH2). */
export const MAILBOX_AUTH = ['password', 'oauth2'] as const;
export type MailboxAuth = (typeof MAILBOX_AUTH)[number];
