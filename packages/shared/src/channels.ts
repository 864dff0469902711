/**
 * The Channels screen (Settings): every way messages come in and go out, in the screen's order.
 * REST speaks the values, GraphQL the names.
 */
export enum ChannelKindValue {
  OUTBOUND_EMAIL = 'outbound_email',
  DESK_MAILBOXES = 'desk_mailboxes',
  SMS = 'sms',
  WHATSAPP = 'whatsapp',
  EMAIL_WEBHOOK = 'email_webhook',
  MAILGUN = 'mailgun',
  SENDGRID = 'sendgrid',
}
export type ChannelKind = `${ChannelKindValue}`;

export const CHANNEL_KIND_LABELS: Readonly<Record<ChannelKind, string>> = {
  outbound_email: 'Outgoing e-mail',
  desk_mailboxes: 'Desk mailboxes (IMAP)',
  sms: 'SMS (Twilio)',
  whatsapp: 'WhatsApp (Twilio)',
  email_webhook: 'Inbound e-mail webhook (raw MIME and JSON)',
  mailgun: 'Mailgun inbound route',
  sendgrid: 'SendGrid Inbound Parse',
};

/** The channels a test message can be sent on, and to what. */
export enum ChannelTestValue {
  EMAIL = 'email',
  SMS = 'sms',
  WHATSAPP = 'whatsapp',
}

/** A phone number in international (E.164) form: what Twilio takes. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

export const CHANNEL_TEST_LIMITS = { to: 320 } as const;

export const CHANNELS_MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter the number in international format, like +441234567890',
  channelInvalid: `Channel must be one of: ${Object.values(ChannelTestValue).join(', ')}`,
  testSubject: 'Test message from the Property Maintenance Portal',
  testBody: 'This is a test message sent from the Channels screen of the Property Maintenance Portal. No action is needed.',
  testSent: 'Test message sent',
  testFailed: 'Test message not sent',
  mailboxAdded: 'Mailbox added',
  mailboxAddFailed: 'Failed to add mailbox',
  templateSaved: 'Template saved',
  templateSaveFailed: 'Failed to save template',
  templateDeleted: 'Template deleted',
  templateDeleteFailed: 'Failed to delete template',
  loadFailed: 'Failed to load channels',
} as const;

/** A desk mailbox's settings (the add form, POST /api/mailboxes and GraphQL's addMailbox). */
export const MAILBOX_LIMITS = { address: 320, host: 255, username: 320, password: 1000, folder: 255, firstReadDays: 3650 } as const;

export const MAILBOX_MESSAGES = {
  address: 'Enter a valid email address',
  host: 'Enter the IMAP server',
  port: 'Port must be between 1 and 65535',
  portWhole: 'Port must be a whole number',
  username: 'Enter the IMAP user',
  password: 'Enter the password',
  folder: 'Enter the folder to read',
  moveTo: 'Enter the folder to move read mail to',
  firstReadDays: `The first read window must be between 0 and ${MAILBOX_LIMITS.firstReadDays} days`,
  firstReadDaysWhole: 'The first read window must be a whole number of days',
} as const;
