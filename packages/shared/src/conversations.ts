/**
 * Conversations (docs/product.md §10): the channels, message directions and statuses, the limits
 * the api checks and the web forms share, and the screen's messages.
 */

export enum ChannelValue {
  EMAIL = 'email',
  SMS = 'sms',
  WHATSAPP = 'whatsapp',
}
export type Channel = `${ChannelValue}`;
/** How a channel reads as a label ('SMS', the triage card's badge). */
export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };
/** How a channel reads inside a sentence ('Inbound e-mail from Ada'). */
export const CHANNEL_IN_TEXT: Readonly<Record<Channel, string>> = { ...CHANNEL_LABELS, email: 'e-mail' };

/** The title of a message without a subject or text to take one from ('SMS message'). */
export function untitledMessage(channel: Channel): string {
  return `${CHANNEL_LABELS[channel]} message`;
}

export enum MessageDirectionValue {
  INBOUND = 'inbound',
  OUTBOUND = 'outbound',
}
export type MessageDirection = `${MessageDirectionValue}`;

/**
 * Inbound: received (linked to a ticket), pending_triage (waiting in the triage queue), processed
 * (triaged). Outbound: pending until its channel took it, then sent or failed (with the reason);
 * SMS and WhatsApp then move on as Twilio reports: delivered, or undelivered (with the reason).
 * The order is PostgreSQL's (values are appended to the enum type).
 */
export enum MessageStatusValue {
  RECEIVED = 'received',
  PROCESSED = 'processed',
  PENDING_TRIAGE = 'pending_triage',
  FAILED = 'failed',
  SENT = 'sent',
  PENDING = 'pending',
  DELIVERED = 'delivered',
  UNDELIVERED = 'undelivered',
}
export type MessageStatus = `${MessageStatusValue}`;

/**
 * Where a conversation stands for the desk: open (it owes an answer), waiting on the customer, or
 * closed. A new inbound message reopens it.
 */
export enum ConversationStateValue {
  OPEN = 'open',
  WAITING = 'waiting',
  CLOSED = 'closed',
}
export type ConversationState = `${ConversationStateValue}`;
export const CONVERSATION_STATE_LABELS: Readonly<Record<ConversationState, string>> = {
  open: 'Open',
  waiting: 'Waiting on customer',
  closed: 'Closed',
};

export const CONVERSATION_LIMITS = {
  /** A reply or composed e-mail's text. */
  messageBody: 10_000,
  emailSubject: 500,
} as const;

export const CONVERSATION_TOASTS = {
  replySent: 'Reply sent successfully',
  replyFailed: 'Failed to send reply',
  emailSent: 'Email sent successfully',
  emailFailed: 'Failed to send email',
  emailFailedHint: 'Please check your email configuration',
  /** The provider has not answered yet; the thread and the feed show when it does. */
  sending: 'Sending...',
  sendingHint: 'It is on its way; the message shows when it has left.',
  /** The first attempt failed in a way that may pass; the queue tries again. */
  retrying: 'Not sent yet',
  retryingHint: (reason: string): string => `${reason}. It will be tried again shortly.`,
} as const;

/** Why SMS or WhatsApp cannot leave, in an agent's words (never a setting's name). */
export const CHANNEL_MESSAGES = {
  smsNotSetUp: 'Text messages are not set up yet: ask an administrator',
  whatsappNotSetUp: 'WhatsApp is not set up yet: ask an administrator',
  smsNoNumber: 'There is no number to send text messages from yet: ask an administrator',
  whatsappNoNumber: 'There is no number to send WhatsApp messages from yet: ask an administrator',
  /** A free-form WhatsApp message outside the window (WHATSAPP_WINDOW_HOURS): WhatsApp refuses it. */
  whatsappWindowClosed:
    "WhatsApp's 24-hour window is closed: the customer has not written in the last 24 hours, so only an approved template can be sent",
  /** The composer's words once the window closed (its title names the window). */
  whatsappWindowClosedHint: 'The customer has not written in the last 24 hours: send an approved template instead.',
} as const;

/** WhatsApp takes free-form messages only this long after the customer's last message; after it, templates only. */
export const WHATSAPP_WINDOW_HOURS = 24;

/** Approved WhatsApp templates (Twilio Content SIDs) and their variables. */
export const TEMPLATE_LIMITS = {
  name: 100,
  body: 1_024,
  /** A variable's key ('1', 'first_name') and label. */
  variableKey: 50,
  variableLabel: 100,
  variables: 20,
  /** A variable's value as the agent fills it in. */
  variableValue: 1_000,
} as const;

/** A template's text with its variables' values: `{{key}}` becomes the value, and stays while it has none. */
export function fillTemplate(body: string, values: Readonly<Record<string, string | undefined>>): string {
  return body.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, key: string) => values[key]?.trim() || whole);
}

/** A Twilio Content SID: HX and 32 hexadecimal digits. */
export const CONTENT_SID_PATTERN = /^HX[0-9a-fA-F]{32}$/;

export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  nameRequired: 'Name is required',
  nameTaken: 'A template with this name already exists',
  contentSidInvalid: 'Content SID must be HX followed by 32 hexadecimal digits (Twilio Console, Content Template Builder)',
  contentSidTaken: 'This Content SID is already configured',
  bodyRequired: 'Text is required',
  variableKeyRequired: 'Each variable needs a key',
  variableLabelRequired: 'Each variable needs a label',
  variableKeysRepeated: 'Each variable key may appear once',
  variableRequired: (label: string): string => `${label} is required`,
  unknownVariable: (key: string): string => `The template has no variable ${key}`,
  whatsappOnly: 'Templates are for WhatsApp conversations',
} as const;

/** How an outbound message's delivery reads in the thread and the ticket's feed. */
export const DELIVERY_LABELS: Readonly<Partial<Record<MessageStatus, string>>> = {
  pending: 'Sending...',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Not sent',
};

/** What the api answers for bad conversation input; the web forms show the same. */
export const CONVERSATION_MESSAGES = {
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  ticketNotFound: 'Ticket not found',
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${CONVERSATION_LIMITS.messageBody} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONVERSATION_LIMITS.emailSubject} characters`,
  noRecipient: 'This conversation has no address to reply to',
  noRequesterEmail: "The ticket's requester has no e-mail address",
  composeNeedsEmail: 'Compose Email is for e-mail conversations',
  retryInbound: 'Only a message the desk sent can be sent again',
  assigneeNotFound: 'Assignee must be an active user',
  state: "State must be 'open', 'waiting' or 'closed'",
  channel: "Channel must be 'email', 'sms' or 'whatsapp'",
  nothingToChange: 'Give a state or an assignee to change',
} as const;
