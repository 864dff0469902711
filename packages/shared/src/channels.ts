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
export type ChannelTest = `${ChannelTestValue}`;

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
