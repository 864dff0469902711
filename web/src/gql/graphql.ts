/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** Creates the invited account with an invitation link's token. */
export type AcceptInvitationInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** The token of the link (the last part of /invite/<token>). */
  token: Scalars['String']['input'];
};

/** One entry of a ticket's activity feed. */
export type Activity = {
  __typename?: 'Activity';
  clientId?: Maybe<Scalars['ID']['output']>;
  contactId?: Maybe<Scalars['ID']['output']>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** For an e-mail the desk sent: pending, sent or failed. */
  delivery?: Maybe<MessageDelivery>;
  id: Scalars['ID']['output'];
  /** e.g. { from, to } of a status change or assignment. */
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  ticketId: Scalars['ID']['output'];
  type: ActivityType;
  /** Who recorded it (null for the system or a deleted user). */
  user?: Maybe<User>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type ActivityConnection = {
  __typename?: 'ActivityConnection';
  nodes: Array<Activity>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ActivityType =
  | 'ASSIGNMENT'
  | 'CALL'
  | 'CLIENT_UPDATE'
  | 'COMMENT'
  | 'EMAIL'
  | 'NOTE'
  | 'SLA_PAUSED'
  | 'SLA_RESUMED'
  | 'STATUS_CHANGE'
  | 'TASK_CREATED'
  | 'TICKET_CREATED';

/** A desk mailbox read over IMAP with a password. */
export type AddMailboxInput = {
  /** The mailbox's address (the desk's address customers write to). */
  address: Scalars['String']['input'];
  /** The first read takes this many days' mail; unset: 7. */
  firstReadDays?: InputMaybe<Scalars['Int']['input']>;
  /** The folder read; unset: INBOX. */
  folder?: InputMaybe<Scalars['String']['input']>;
  /** The IMAP server. */
  host: Scalars['String']['input'];
  /** Read mail is moved to this folder; unset: it is marked seen. */
  moveTo?: InputMaybe<Scalars['String']['input']>;
  /** Stored encrypted; never answered. */
  password: Scalars['String']['input'];
  /** Unset: 993 with TLS, 143 with STARTTLS. */
  port?: InputMaybe<Scalars['Int']['input']>;
  /** Unset: TLS. */
  tls?: InputMaybe<MailboxTls>;
  /** The IMAP user name. */
  username: Scalars['String']['input'];
};

export type AddTicketActivityInput = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** The contact called or written to. */
  contactId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
  type: ActivityType;
};

/** How an urgent alert reached a person. */
export type AlertChannel =
  | 'EMAIL'
  | 'IN_APP'
  | 'SMS';

export type AlertOutcome =
  | 'FAILED'
  | 'SENT';

/** Answer the session's current step with one of its options. */
export type AnswerTroubleshootingStepInput = {
  optionId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};

/** The form offers beginner, intermediate and advanced; older articles use easy, medium and hard. */
export type ArticleDifficulty =
  | 'ADVANCED'
  | 'BEGINNER'
  | 'EASY'
  | 'HARD'
  | 'INTERMEDIATE'
  | 'MEDIUM';

/** What an audit log event records. */
export type AuditAction =
  | 'ARTICLE_PUBLISHED'
  | 'ARTICLE_UNPUBLISHED'
  | 'CHANNEL_CHANGED'
  | 'DELETED'
  | 'EXPORTED'
  | 'INVITATION_REVOKED'
  | 'INVITATION_SENT'
  | 'MATRIX_CHANGED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'ROLE_CHANGED'
  | 'SETTINGS_CHANGED'
  | 'SIGNED_UP'
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'SIGN_OUT'
  | 'USER_DEACTIVATED'
  | 'USER_REACTIVATED'
  | 'WORK_REASSIGNED';

/** One value an audited action changed. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** The value after, as text (null: none). */
  after?: Maybe<Scalars['String']['output']>;
  /** The value before, as text (null: none). */
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

export type AuditEventConnection = {
  __typename?: 'AuditEventConnection';
  nodes: Array<AuditEventType>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Something someone did, as the audit log keeps it. */
export type AuditEventType = {
  __typename?: 'AuditEventType';
  action: AuditAction;
  actorId?: Maybe<Scalars['ID']['output']>;
  /** Their name when it happened (null: nobody known, as a failed sign-in). */
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTimeISO']['output'];
  changes: Array<AuditChange>;
  id: Scalars['ID']['output'];
  /** The client's address. */
  ip?: Maybe<Scalars['String']['output']>;
  targetId?: Maybe<Scalars['String']['output']>;
  targetLabel?: Maybe<Scalars['String']['output']>;
  targetType?: Maybe<Scalars['String']['output']>;
};

/** A sender whose messages are stored but kept out of the triage queue. */
export type BlockedSenderType = {
  __typename?: 'BlockedSenderType';
  address: Scalars['String']['output'];
  channel: Channel;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Who blocked it. */
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
};

/** One weekday's business hours, in the company's time zone. */
export type BusinessDay = {
  __typename?: 'BusinessDay';
  /** "18:00", after opens. */
  closes: Scalars['String']['output'];
  /** "08:00". */
  opens: Scalars['String']['output'];
  /** ISO weekday: Monday 1 to Sunday 7. */
  weekday: Scalars['Int']['output'];
};

/** One weekday's business hours. */
export type BusinessDayInput = {
  /** "18:00". */
  closes: Scalars['String']['input'];
  /** "08:00". */
  opens: Scalars['String']['input'];
  /** ISO weekday: Monday 1 to Sunday 7. */
  weekday: Scalars['Int']['input'];
};

export type Category =
  | 'APPLIANCES'
  | 'ELECTRICAL'
  | 'HEATING'
  | 'OTHER'
  | 'PLUMBING'
  | 'SECURITY';

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ChangeTicketStatusInput = {
  id: Scalars['ID']['input'];
  status: TicketStatus;
};

export type Channel =
  | 'EMAIL'
  | 'SMS'
  | 'WHATSAPP';

/** A way messages come in or go out (the Channels screen). */
export type ChannelKind =
  | 'DESK_MAILBOXES'
  | 'EMAIL_WEBHOOK'
  | 'MAILGUN'
  | 'OUTBOUND_EMAIL'
  | 'SENDGRID'
  | 'SMS'
  | 'WHATSAPP';

/** Whether the signed-in user can send on a channel now. */
export type ChannelSendState = {
  __typename?: 'ChannelSendState';
  canSend: Scalars['Boolean']['output'];
  channel: Channel;
  /** Why not, in an agent's words; null when it can send. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** One channel as it is set up and used: the Channels screen. */
export type ChannelStatus = {
  __typename?: 'ChannelStatus';
  /** Whether everything the channel needs is set. */
  configured: Scalars['Boolean']['output'];
  /** How it is set up (servers, numbers, accounts), never a secret. */
  details: Array<Scalars['String']['output']>;
  kind: ChannelKind;
  label: Scalars['String']['output'];
  /** The newest failure's reason: a send that failed, a mail that could not be read, a mailbox's error. */
  lastError?: Maybe<Scalars['String']['output']>;
  lastErrorAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the newest message came in on it. */
  lastReceivedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the newest message sent on it was accepted. */
  lastSentAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What is missing, for an administrator (the settings' names). */
  missing: Array<Scalars['String']['output']>;
  /** The test message this channel sends; null for inbound-only channels. */
  test?: Maybe<ChannelTest>;
  webhooks: Array<ChannelWebhook>;
};

/** A channel a test message can be sent on. */
export type ChannelTest =
  | 'EMAIL'
  | 'SMS'
  | 'WHATSAPP';

/** A test message's outcome: sent (with the provider's reference) or the error. */
export type ChannelTestResult = {
  __typename?: 'ChannelTestResult';
  channel: ChannelTest;
  /** Why it was not sent, in the server's or provider's words. */
  error?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** How it left: smtp, gmail, outlook or twilio. */
  provider?: Maybe<Scalars['String']['output']>;
  /** The provider's reference: the Message-ID, or Twilio's message SID. */
  reference?: Maybe<Scalars['String']['output']>;
  sentAt: Scalars['DateTimeISO']['output'];
  to: Scalars['String']['output'];
};

/** An address to paste into a provider (Twilio, Mailgun, SendGrid, an MTA). */
export type ChannelWebhook = {
  __typename?: 'ChannelWebhook';
  /** Where it goes in the provider's console. */
  label: Scalars['String']['output'];
  /** How it is signed or what to choose in the provider. */
  note?: Maybe<Scalars['String']['output']>;
  /** The path on this server. */
  path: Scalars['String']['output'];
  /** The full address, from PUBLIC_URL; null while PUBLIC_URL is not set. */
  url?: Maybe<Scalars['String']['output']>;
};

export type ChannelsOverview = {
  __typename?: 'ChannelsOverview';
  channels: Array<ChannelStatus>;
  /** The app's public address (PUBLIC_URL) the webhook addresses are built from. */
  publicUrl?: Maybe<Scalars['String']['output']>;
};

/** A client company with its main contact person. */
export type Client = {
  __typename?: 'Client';
  address?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  companyNumber?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  jobTitle?: Maybe<Scalars['String']['output']>;
  language: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  linkedin?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type ClientConnection = {
  __typename?: 'ClientConnection';
  nodes: Array<Client>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The company's name, and what every new record starts with: the SLA targets of new tickets, the country and language. */
export type CompanyDefaults = {
  __typename?: 'CompanyDefaults';
  defaultCountry: Country;
  defaultLanguage: Language;
  name: Scalars['String']['output'];
  slaTargets: Array<SlaTarget>;
  /** The company's IANA time zone (Europe/London by default): "today", months, reports and SLA business hours are counted in it, and dates are shown in it to whoever's profile sets no zone. */
  timeZone: Scalars['String']['output'];
};

/** The company's settings in force: an administrator's choices over the server's defaults. */
export type CompanySettings = {
  __typename?: 'CompanySettings';
  /** The open weekdays and their hours; holidays are closed. */
  businessHours: Array<BusinessDay>;
  /** The priorities whose SLA time counts business hours only; the others count all hours. */
  businessHoursPriorities: Array<TicketPriority>;
  defaultCountry: Country;
  defaultLanguage: Language;
  /** Addresses at these domains may have an account; empty: any. */
  emailDomains: Array<Scalars['String']['output']>;
  emailVerification: EmailVerification;
  name: Scalars['String']['output'];
  signupMode: SignupMode;
  /** The role of an account that signs itself up. */
  signupRole: Role;
  /** The statuses that pause a ticket's SLA clock (never COMPLETED). */
  slaPauseStatuses: Array<TicketStatus>;
  slaTargets: Array<SlaTarget>;
  /** The company's IANA time zone (Europe/London by default): "today", months, reports and SLA business hours are counted in it, and dates are shown in it to whoever's profile sets no zone. */
  timeZone: Scalars['String']['output'];
};

/** Confirms a sign-up's e-mail address with the token of the link mailed to it. */
export type ConfirmEmailInput = {
  /** The token of the link (the last part of /verify-email/<token>). */
  token: Scalars['String']['input'];
};

/** A person: a tenant, a requester, a supplier contact. */
export type Contact = {
  __typename?: 'Contact';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type ContactConnection = {
  __typename?: 'ContactConnection';
  nodes: Array<Contact>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type Conversation = {
  __typename?: 'Conversation';
  assignee?: Maybe<ConversationAssignee>;
  assigneeId?: Maybe<Scalars['ID']['output']>;
  channel: Channel;
  contact?: Maybe<ConversationContact>;
  contactId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  lastMessageAt?: Maybe<Scalars['DateTimeISO']['output']>;
  messageCount: Scalars['Int']['output'];
  state: ConversationState;
  subject?: Maybe<Scalars['String']['output']>;
  ticket?: Maybe<ConversationTicket>;
  ticketId?: Maybe<Scalars['ID']['output']>;
  /** The contact wrote since the signed-in user last opened it. */
  unread: Scalars['Boolean']['output'];
  /** WhatsApp conversations: whether a free-form message can be sent now, and until when. Null on other channels. */
  whatsappWindow?: Maybe<WhatsAppWindow>;
};

/** The agent who answers a conversation. */
export type ConversationAssignee = {
  __typename?: 'ConversationAssignee';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ConversationConnection = {
  __typename?: 'ConversationConnection';
  /** Conversations with a message in the last 30 days. */
  activeCount: Scalars['Int']['output'];
  nodes: Array<Conversation>;
  totalCount: Scalars['Int']['output'];
};

export type ConversationContact = {
  __typename?: 'ConversationContact';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** Something happened in a conversation: read its thread (or the list) again to see it. */
export type ConversationEvent = {
  __typename?: 'ConversationEvent';
  conversationId: Scalars['ID']['output'];
  kind: ConversationEventKind;
  messageId?: Maybe<Scalars['ID']['output']>;
};

/** What happened in a conversation. */
export type ConversationEventKind =
  | 'CONVERSATION_LINKED'
  | 'CONVERSATION_UPDATED'
  | 'MESSAGE_ADDED'
  | 'MESSAGE_UPDATED';

export type ConversationMessage = {
  __typename?: 'ConversationMessage';
  attachments: Array<MessageAttachment>;
  body: Scalars['String']['output'];
  channel: Channel;
  contactId?: Maybe<Scalars['ID']['output']>;
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  direction: MessageDirection;
  /** Why an outbound message failed (a bounce too), or an inbound mail was unreadable. */
  error?: Maybe<Scalars['String']['output']>;
  /** Why an inbound mail skipped triage: the desk's own, auto-reply, list, bounce. */
  filteredReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The original mail (message/rfc822, a download), for mail that arrived as MIME. */
  rawMailUrl?: Maybe<Scalars['String']['output']>;
  status: MessageStatus;
  subject?: Maybe<Scalars['String']['output']>;
  ticketId?: Maybe<Scalars['ID']['output']>;
  /** An inbound message that reads as an emergency (gas, CO, flood, fire, no heating in winter). */
  urgent: Scalars['Boolean']['output'];
  /** For an urgent inbound message: who was alerted, how, and who opened it. */
  urgentAlert?: Maybe<UrgentIncident>;
  /** The agent who wrote an outbound message. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** open: the desk owes an answer; waiting: on the customer; closed. A new inbound message reopens it. */
export type ConversationState =
  | 'CLOSED'
  | 'OPEN'
  | 'WAITING';

/** A conversation and its messages, oldest first. */
export type ConversationThread = {
  __typename?: 'ConversationThread';
  conversation: Conversation;
  messages: Array<ConversationMessage>;
};

/** The ticket a conversation is linked to. */
export type ConversationTicket = {
  __typename?: 'ConversationTicket';
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Country =
  | 'AT'
  | 'BE'
  | 'CH'
  | 'DE'
  | 'ES'
  | 'FR'
  | 'IE'
  | 'IT'
  | 'NL'
  | 'UK';

/** A new client: firstName, lastName, email and companyName are required. */
export type CreateClientInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** Free-text company of the contact person. */
  company?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to English. */
  language?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  linkedin?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** http(s) address; https:// is added when no scheme is given. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A new contact: name and email required; language defaults to English. */
export type CreateContactInput = {
  email: Scalars['String']['input'];
  /** Defaults to English. */
  language?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A new article: only the title is required; the others take their defaults. */
export type CreateKnowledgeArticleInput = {
  /** Defaults to plumbing. */
  category?: InputMaybe<Category>;
  /** Defaults to UK. */
  country?: InputMaybe<Country>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to beginner. */
  difficulty?: InputMaybe<ArticleDifficulty>;
  /** Minutes; defaults to 30. */
  estimatedDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Markdown or HTML; scripts, event handlers and javascript: links are removed. */
  fullContent?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL or an uploaded image (/api/uploads/knowledge-base/...); empty or null removes it. */
  heroImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO date or date and time; null clears it. */
  lastReviewed?: InputMaybe<Scalars['String']['input']>;
  legalNotes?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to tenant. */
  responsibility?: InputMaybe<Responsibility>;
  /** The Overview. */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** Trimmed; empty and duplicate tags are dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};

/** A new step, appended at the end of the article's workflow. */
export type CreateKnowledgeStepInput = {
  articleId: Scalars['ID']['input'];
  commonMistakes?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  /** An http(s) URL or an uploaded image path. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to true on create. */
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  richContent?: InputMaybe<Scalars['String']['input']>;
  safetyNote?: InputMaybe<Scalars['String']['input']>;
  /** Accepted for older clients and ignored: a new step always goes last (reorder to move it). */
  stepNumber?: InputMaybe<Scalars['Int']['input']>;
  /** Minutes, 0 to 1440; 5 when left out on create. */
  timeEstimate?: InputMaybe<Scalars['Int']['input']>;
  tips?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** Trimmed; empty and duplicate entries are dropped. */
  toolsRequired?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Defaults to instruction on create. */
  type?: InputMaybe<StepType>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A new property: name and address are required. */
export type CreatePropertyInput = {
  address: Scalars['String']['input'];
  /** The client company, or null for none. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** The contact person, or null for none. */
  contactId?: InputMaybe<Scalars['ID']['input']>;
  /** Defaults to UK. */
  country?: InputMaybe<Country>;
  name: Scalars['String']['input'];
};

/** A new entry: category, issue type and responsibility are required; unique per country, category and issue type. */
export type CreateResponsibilityMatrixEntryInput = {
  category: Category;
  /** Defaults to UK on create. */
  country?: InputMaybe<Country>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to true on create. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  issueType: Scalars['String']['input'];
  legalNotes?: InputMaybe<Scalars['String']['input']>;
  responsibility: Responsibility;
  /** Free text, e.g. 'Emergency (24 hours)'. */
  urgencyLevel?: InputMaybe<Scalars['String']['input']>;
};

/** A new if/then option of a step. */
export type CreateStepOptionInput = {
  /** Kept only when the option escalates. */
  escalationNote?: InputMaybe<Scalars['String']['input']>;
  /** Choosing it resolves the problem. */
  isSuccess?: InputMaybe<Scalars['Boolean']['input']>;
  /** A step of the same article, never the option's own; null: advance to the following step. */
  nextStepId?: InputMaybe<Scalars['ID']['input']>;
  optionText: Scalars['String']['input'];
  /** Choosing it escalates to a ticket. */
  shouldEscalate?: InputMaybe<Scalars['Boolean']['input']>;
  stepId: Scalars['ID']['input'];
};

/** A new task; it starts as pending and its creator is the signed-in user. */
export type CreateTaskInput = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** ISO date and time, or a date (meaning the end of that day, UTC). Not in the past. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** Only with a due date; one of 240, 1440, 2880, 10080. */
  overdueRepeatMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Defaults to MEDIUM. */
  priority?: InputMaybe<TaskPriority>;
  /** Only with a due date; one of 60, 240, 1440, 2880, 10080. */
  remindBeforeMinutes?: InputMaybe<Scalars['Int']['input']>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type CreateTicketInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  /** null or absent: unassigned. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  category: Category;
  clientId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  /** Troubleshooting session escalated into this ticket (with articleId and source). */
  fromSession?: InputMaybe<Scalars['ID']['input']>;
  priority: TicketPriority;
  propertyId?: InputMaybe<Scalars['ID']['input']>;
  requesterId: Scalars['ID']['input'];
  /** 'troubleshooting' records the link to fromSession. */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Trimmed; empty and duplicate tags are dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};

/** A session as the REST client creates it: active at the first step unless told otherwise. */
export type CreateTroubleshootingSessionInput = {
  articleId: Scalars['ID']['input'];
  /** Steps of the article; default none. */
  completedSteps?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A step of the article; default its first step. */
  currentStepId?: InputMaybe<Scalars['ID']['input']>;
  /** Default active. */
  status?: InputMaybe<TroubleshootingSessionStatus>;
};

/** An approved WhatsApp template (a Twilio Content SID) and its variables. */
export type CreateWhatsAppTemplateInput = {
  /** The approved text, {{key}} where a variable goes. */
  body: Scalars['String']['input'];
  /** HX followed by 32 hexadecimal digits. */
  contentSid: Scalars['String']['input'];
  name: Scalars['String']['input'];
  variables: Array<TemplateVariableInput>;
};

/** The dashboard figures for the current month and day (in the company's time zone). */
export type DashboardMetrics = {
  __typename?: 'DashboardMetrics';
  /** Tickets whose status is not completed. */
  activeTickets: Scalars['Int']['output'];
  /** Mean hours from creation to resolution over tickets resolved this month. */
  avgResolutionTime?: Maybe<Scalars['Float']['output']>;
  /** Mean hours from creation to first response over tickets created this month that have a response. */
  avgResponseTime?: Maybe<Scalars['Float']['output']>;
  /** Whether any task exists at all. */
  hasTasks: Scalars['Boolean']['output'];
  /** Tickets created this month. */
  newThisMonth: Scalars['Int']['output'];
  /** Tickets created today. */
  newToday: Scalars['Int']['output'];
  /** Tickets not completed whose due time has passed. */
  overdueSLA: Scalars['Int']['output'];
  priorities: PriorityCounts;
  /** Tickets resolved this month. */
  resolvedThisMonth: Scalars['Int']['output'];
  /** Tickets resolved today. */
  resolvedToday: Scalars['Int']['output'];
  /** Guided sessions this month and this year: 'Resolved by self-help'. */
  selfHelp: SelfHelpFigures;
  /** Percentage of the tickets resolved this month that were resolved at or before their due time; null when none was resolved. */
  slaComplianceRate?: Maybe<Scalars['Float']['output']>;
};

export type DeleteKnowledgeStepInput = {
  id: Scalars['ID']['input'];
};

export type DeleteStepOptionInput = {
  id: Scalars['ID']['input'];
};

export type DeleteWhatsAppTemplateInput = {
  id: Scalars['ID']['input'];
};

/** Where the Connect popup goes: the provider's sign-in page. */
export type EmailConnectStart = {
  __typename?: 'EmailConnectStart';
  authUrl: Scalars['String']['output'];
};

/** No account connected; connected; or the provider refused to renew access and the user must connect again. */
export type EmailConnectionStatus =
  | 'CONNECTED'
  | 'NOT_CONNECTED'
  | 'RECONNECT_NEEDED';

/** A mail account a user can connect: Gmail or Outlook. */
export type EmailProvider =
  | 'GMAIL'
  | 'OUTLOOK';

/** The signed-in user's e-mail settings and connected mail account. */
export type EmailSettings = {
  __typename?: 'EmailSettings';
  /** The accounts this server lets a user connect. */
  availableProviders: Array<EmailProvider>;
  /** Whether the company mail server sends for users without a connected account. */
  companyMailServer: Scalars['Boolean']['output'];
  /** The connected account's address. */
  connectedEmail?: Maybe<Scalars['String']['output']>;
  connectedEmailProvider?: Maybe<EmailProvider>;
  /** Why a reconnect is needed, in the provider's words. */
  connectionError?: Maybe<Scalars['String']['output']>;
  connectionStatus: EmailConnectionStatus;
  /** Whether e-mail may be sent from the portal for this user. */
  emailEnabled: Scalars['Boolean']['output'];
  /** HTML signature, as sanitized by the server. */
  emailSignature?: Maybe<Scalars['String']['output']>;
  /** From address for mail sent through the system SMTP server. */
  senderEmail?: Maybe<Scalars['String']['output']>;
  /** Why this user's mail cannot be sent now, in their words; null when it can. */
  sendingProblem?: Maybe<Scalars['String']['output']>;
};

/** Whether a self-signed-up account confirms its address by e-mail before first use. */
export type EmailVerification =
  | 'OFF'
  | 'REQUIRED';

/** The top-bar search: the newest matches of each kind with their totals. */
export type GlobalSearchResults = {
  __typename?: 'GlobalSearchResults';
  /** Active knowledge articles, best match first. */
  articles: KnowledgeArticleConnection;
  clients: ClientConnection;
  contacts: ContactConnection;
  properties: PropertyConnection;
  tickets: TicketConnection;
};

export type HistoricalMetrics = {
  __typename?: 'HistoricalMetrics';
  current: PeriodMetrics;
  /** One entry per calendar month the range touches. */
  monthlyBreakdown: Array<MonthlyMetrics>;
  period: HistoricalPeriod;
  /** The period of equal length before; only for COMPARE. */
  previous?: Maybe<PeriodMetrics>;
};

export type HistoricalMetricsInput = {
  /** Last date, yyyy-MM-dd (inclusive); a date-time names the day (in the company's time zone) it falls in. */
  endDate: Scalars['String']['input'];
  period: HistoricalPeriod;
  /** First date, yyyy-MM-dd (inclusive); a date-time names the day (in the company's time zone) that begins nearest to it. */
  startDate: Scalars['String']['input'];
};

/** current: the range; compare: the range and the period of equal length before; monthly: per calendar month. */
export type HistoricalPeriod =
  | 'COMPARE'
  | 'CURRENT'
  | 'MONTHLY';

/** An invitation link, as its page shows it. */
export type InvitationLink = {
  __typename?: 'InvitationLink';
  /** The invited address, while the link is VALID. */
  email?: Maybe<Scalars['String']['output']>;
  /** The role the account gets, while the link is VALID. */
  role?: Maybe<Role>;
  state: InvitationLinkState;
};

/** VALID creates the account; EXPIRED, USED, REVOKED, REPLACED (a newer invitation was sent) and UNKNOWN do not. */
export type InvitationLinkState =
  | 'EXPIRED'
  | 'REPLACED'
  | 'REVOKED'
  | 'UNKNOWN'
  | 'USED'
  | 'VALID';

/** An invitation just made: its link (shown once) and whether it was e-mailed. */
export type InvitationSent = {
  __typename?: 'InvitationSent';
  /** Whether the mail server took the invitation e-mail. */
  emailed: Scalars['Boolean']['output'];
  invitation: PendingInvitation;
  /** The one-time link; only its hash is kept, so it is answered only now. */
  link: Scalars['String']['output'];
  /** Why it was not e-mailed, in plain words; null when it was. */
  notEmailedReason?: Maybe<Scalars['String']['output']>;
};

/** Invites an address to create an account with a role. */
export type InviteUserInput = {
  email: Scalars['String']['input'];
  role: Role;
};

/** A troubleshooting article of the knowledge base. */
export type KnowledgeArticle = {
  __typename?: 'KnowledgeArticle';
  category: Category;
  country: Country;
  createdAt: Scalars['DateTimeISO']['output'];
  createdById?: Maybe<Scalars['ID']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  difficulty?: Maybe<ArticleDifficulty>;
  /** Minutes. */
  estimatedDuration?: Maybe<Scalars['Int']['output']>;
  /** Markdown or HTML, sanitized when saved. */
  fullContent?: Maybe<Scalars['String']['output']>;
  heroImageUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastReviewed?: Maybe<Scalars['DateTimeISO']['output']>;
  legalNotes?: Maybe<Scalars['String']['output']>;
  responsibility: Responsibility;
  /** The Overview. */
  summary?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  updatedById?: Maybe<Scalars['ID']['output']>;
};

export type KnowledgeArticleConnection = {
  __typename?: 'KnowledgeArticleConnection';
  nodes: Array<KnowledgeArticle>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
  /** True when a search stopped counting its matches (50 past the offset): totalCount is then a lower bound. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** Article list filters; all optional and combined with AND. */
export type KnowledgeArticleFilter = {
  category?: InputMaybe<Category>;
  country?: InputMaybe<Country>;
  /** true: active articles only (the Knowledge Base screen); false: inactive only. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Full text over title, description, tags, summary and content; every word must match, as a word or a prefix. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** An article's guided sessions (definitions: docs/decisions.md, 'What the guides save'). */
export type KnowledgeArticleStats = {
  __typename?: 'KnowledgeArticleStats';
  /** Active with no move for 24 hours. */
  abandoned: Scalars['Int']['output'];
  articleId: Scalars['ID']['output'];
  /** Escalated to a ticket (whether or not the ticket was then created). */
  escalated: Scalars['Int']['output'];
  /** How many sessions stopped at that step. */
  giveUpCount: Scalars['Int']['output'];
  /** The step most abandoned and escalated sessions stopped at (ties: the earlier step). */
  giveUpStepId?: Maybe<Scalars['ID']['output']>;
  giveUpStepNumber?: Maybe<Scalars['Int']['output']>;
  giveUpStepTitle?: Maybe<Scalars['String']['output']>;
  /** Active and moved within the last 24 hours. */
  inProgress: Scalars['Int']['output'];
  /** Completed: the problem was resolved without a ticket. */
  resolved: Scalars['Int']['output'];
  /** Sessions started. */
  started: Scalars['Int']['output'];
  /** Escalated sessions whose ticket was created. */
  ticketsCreated: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** One step of an article's guided workflow. */
export type KnowledgeStep = {
  __typename?: 'KnowledgeStep';
  articleId: Scalars['ID']['output'];
  commonMistakes?: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  isRequired: Scalars['Boolean']['output'];
  /** Its if/then options, oldest first. */
  options: Array<StepOption>;
  richContent?: Maybe<Scalars['String']['output']>;
  safetyNote?: Maybe<Scalars['String']['output']>;
  /** Its place in the article's workflow, 1..N. */
  stepNumber: Scalars['Int']['output'];
  /** Minutes. */
  timeEstimate?: Maybe<Scalars['Int']['output']>;
  tips?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  toolsRequired: Array<Scalars['String']['output']>;
  type: StepType;
  videoUrl?: Maybe<Scalars['String']['output']>;
};

export type Language =
  | 'DE'
  | 'EN'
  | 'ES'
  | 'FR'
  | 'IT'
  | 'NL';

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A mailbox the desk reads over IMAP, with its reading state. */
export type Mailbox = {
  __typename?: 'Mailbox';
  address: Scalars['String']['output'];
  afterRead: MailboxAfterRead;
  auth: MailboxAuth;
  /** Whether it is read (an agent account no longer connected is not). */
  enabled: Scalars['Boolean']['output'];
  firstReadDays: Scalars['Int']['output'];
  folder: Scalars['String']['output'];
  host: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The reader's last error; null once it reads again. */
  lastError?: Maybe<Scalars['String']['output']>;
  lastErrorAt?: Maybe<Scalars['DateTimeISO']['output']>;
  lastReceivedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The highest UID stored: reading resumes after it. */
  lastUid?: Maybe<Scalars['Float']['output']>;
  moveTo?: Maybe<Scalars['String']['output']>;
  port: Scalars['Int']['output'];
  tls: MailboxTls;
  /** The folder's UIDVALIDITY at the checkpoint. */
  uidValidity?: Maybe<Scalars['Float']['output']>;
  /** The agent whose connected account this is; null for a desk mailbox. */
  userId?: Maybe<Scalars['ID']['output']>;
  username: Scalars['String']['output'];
};

/** What happens to a stored message in the mailbox. */
export type MailboxAfterRead =
  | 'MOVE'
  | 'SEEN';

/** A desk mailbox's password, or an agent's OAuth token (XOAUTH2). */
export type MailboxAuth =
  | 'OAUTH2'
  | 'PASSWORD';

/** TLS from the start (imaps://), or STARTTLS when the server offers it (imap://). */
export type MailboxTls =
  | 'STARTTLS'
  | 'TLS';

export type MarkNotificationReadInput = {
  id: Scalars['ID']['input'];
};

export type MessageAttachment = {
  __typename?: 'MessageAttachment';
  fileName: Scalars['String']['output'];
  fileSize: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  /** Where to fetch it: the provider (media of an SMS or WhatsApp message) or /api/attachments/{id}. */
  url: Scalars['String']['output'];
};

/** Where an outbound message stands. */
export type MessageDelivery = {
  __typename?: 'MessageDelivery';
  /** Why it was not sent (or, while pending, why the last attempt failed). */
  error?: Maybe<Scalars['String']['output']>;
  messageId: Scalars['ID']['output'];
  /** PENDING, SENT or FAILED. */
  status: MessageStatus;
};

export type MessageDirection =
  | 'INBOUND'
  | 'OUTBOUND';

/** Inbound: received, pending_triage, processed. Outbound: pending, then sent or failed. */
export type MessageStatus =
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING'
  | 'PENDING_TRIAGE'
  | 'PROCESSED'
  | 'RECEIVED'
  | 'SENT'
  | 'UNDELIVERED';

/** The figures of one calendar month, clipped to the requested range. */
export type MonthlyMetrics = {
  __typename?: 'MonthlyMetrics';
  /** Tickets open at the end of the period (or now, if it has not ended). */
  activeTickets: Scalars['Int']['output'];
  /** Mean resolution hours over tickets resolved in the period. */
  avgResolutionTime?: Maybe<Scalars['Float']['output']>;
  /** Mean first-response hours over tickets created in the period. */
  avgResponseTime?: Maybe<Scalars['Float']['output']>;
  /** Last date of the period, yyyy-MM-dd. */
  endDate: Scalars['String']['output'];
  /** The month, yyyy-MM. */
  month: Scalars['String']['output'];
  /** Tickets created in the period (newTickets). */
  newThisMonth: Scalars['Int']['output'];
  /** Tickets created in the period. */
  newTickets: Scalars['Int']['output'];
  /** Of activeTickets, those past their due time then. */
  overdueSLA: Scalars['Int']['output'];
  /** Tickets created in the period per priority. */
  priorities: PriorityCounts;
  /** Of those, resolved after their due time. */
  resolvedLate: Scalars['Int']['output'];
  /** Of those, resolved at or before their due time. */
  resolvedOnTime: Scalars['Int']['output'];
  /** Tickets resolved in the period (resolvedTickets). */
  resolvedThisMonth: Scalars['Int']['output'];
  /** Tickets resolved in the period. */
  resolvedTickets: Scalars['Int']['output'];
  /** resolvedOnTime as a percentage of resolvedTickets; null when none. */
  slaComplianceRate?: Maybe<Scalars['Float']['output']>;
  /** First date of the period, yyyy-MM-dd. */
  startDate: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates the invited account with its role (no company password needed) and signs in. */
  acceptInvitation: User;
  /** The urgent message was opened: no one else is alerted, and the open alerts close (recorded on the message). */
  acknowledgeUrgentMessage: UrgentIncident;
  /** Adds a desk mailbox; its first read takes the last days' mail (firstReadDays). */
  addMailbox: Mailbox;
  /** Add a turn on call (recorded in the audit log). */
  addOnCallShift: OnCallShift;
  /** Add a day the company is closed (recorded in the audit log). */
  addPublicHoliday: PublicHoliday;
  /** Add a note, call, e-mail (recorded, not sent), client update or comment. */
  addTicketActivity: Activity;
  /** Answer the current step: resolved, escalated, or on to the next step. */
  answerTroubleshootingStep: TroubleshootingMove;
  /** Change the signed-in person's password (the current one is required): their other sessions end; this one goes on under a new id. */
  changePassword: Scalars['Boolean']['output'];
  /** Kanban drag: set the status. */
  changeTicketStatus: Ticket;
  /** Gives a user another role; the last active admin keeps theirs. */
  changeUserRole: TeamMember;
  /** Confirms a sign-up's e-mail address with its link, once; answers the address. Signs nobody in: the person signs in next. */
  confirmEmail: Scalars['String']['output'];
  createClient: Client;
  createContact: Contact;
  createKnowledgeArticle: KnowledgeArticle;
  /** Adds a step at the end of the article's workflow. */
  createKnowledgeStep: KnowledgeStep;
  createProperty: Property;
  createResponsibilityMatrixEntry: ResponsibilityMatrixEntry;
  createStepOption: StepOption;
  /** Creates a pending task; the signed-in user is its creator. */
  createTask: Task;
  createTicket: Ticket;
  createTroubleshootingSession: TroubleshootingSession;
  /** Adds an approved WhatsApp template (its Twilio Content SID). */
  createWhatsAppTemplate: WhatsAppTemplate;
  /** Keeps the entry but stops showing it where responsibility is looked up. */
  deactivateResponsibilityMatrixEntry: ResponsibilityMatrixEntry;
  /** Deletes a step and its options; the later steps move up. Answers its id. */
  deleteKnowledgeStep: Scalars['ID']['output'];
  /** Deletes an option. Answers its id. */
  deleteStepOption: Scalars['ID']['output'];
  /** Removes a template; messages sent with it keep their text. */
  deleteWhatsAppTemplate: Scalars['Boolean']['output'];
  /** Disconnects the connected mail account: its tokens are deleted. */
  disconnectEmailProvider: EmailSettings;
  /** Dismiss a waiting message: no action needed, or spam (optionally blocking its sender). */
  dismissTriageMessage: TriageDismissResult;
  /** Invites a company address to create an account with a role (a one-time link, valid 7 days), replacing an open invitation to it; e-mails the link when a mail server is set up. */
  inviteUser: InvitationSent;
  /** Sign in with e-mail and password; starts a new session. */
  login: User;
  /** Sign out: destroys the session. */
  logout: Scalars['Boolean']['output'];
  /** Marks all the signed-in user's notifications read; answers how many changed. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks a conversation read for the signed-in user; it is unread again when the contact writes. */
  markConversationRead: Conversation;
  markNotificationRead: Notification;
  /** Previous Step. */
  previousTroubleshootingStep: TroubleshootingMove;
  /** Hands a user's unfinished tickets and tasks to another (toUserId null: unassigned). */
  reassignOpenWork: ReassignedWork;
  /** Create an account (company e-mail domains only) and sign in; where sign-ups confirm their address, emailVerified is false, a link is mailed, and nobody is signed in. */
  register: User;
  /** Remove the signed-in person's avatar (their initials show instead). */
  removeAvatar: User;
  /** Remove a turn on call (recorded in the audit log); false when there was none. */
  removeOnCallShift: Scalars['Boolean']['output'];
  /** Remove a public holiday (recorded in the audit log); false when there was none that day. */
  removePublicHoliday: Scalars['Boolean']['output'];
  /** Puts every step of the article in the order given; answers them in that order. */
  reorderKnowledgeSteps: Array<KnowledgeStep>;
  /** Asks for a password reset link by e-mail. Always true, whether or not the address has an account; throttled per address and per client (429). */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password with a reset link; ends the account's other sessions and signs in. */
  resetPassword: User;
  /** Sends a failed outbound message again (the same message); one that is pending or sent is answered as it stands. */
  retryMessage: ConversationMessage;
  /** Withdraws a pending invitation: its link stops working. */
  revokeInvitation: PendingInvitation;
  /** Sends a test message now, through the same senders as replies; a failed send is answered with its reason. */
  sendChannelTest: ChannelTestResult;
  /** Compose Email in an e-mail conversation. */
  sendConversationEmail: ConversationMessage;
  /** A reply on the conversation's channel: sent, failed (with the reason) or pending while queued. */
  sendReply: ConversationMessage;
  /** Send Email from a ticket to its requester; recorded in the ticket's feed. */
  sendTicketEmail: ConversationMessage;
  /** An approved template in a WhatsApp conversation, whatever the 24-hour window: sent, failed or pending. */
  sendWhatsAppTemplate: ConversationMessage;
  /** Deactivates (active: false) or reactivates a user. Deactivation ends their sessions at once. */
  setUserActive: TeamMember;
  /** Starts connecting Gmail or Outlook: the provider's sign-in URL for a popup (state and PKCE kept in the session). */
  startEmailConnect: EmailConnectStart;
  /** Resume the signed-in user's session of the article (active, moved in the last 24 hours), else start one at its first step. */
  startTroubleshootingSession: TroubleshootingSessionStart;
  /** Assign a waiting message (and its conversation) to a ticket, or create a ticket from it. */
  triageMessage: TriageResult;
  /** Lifts a block: the sender's next messages wait for triage again. */
  unblockSender: Scalars['Boolean']['output'];
  updateClient: Client;
  /** Change the company's settings (recorded in the audit log); a new SLA target applies to tickets created after it. */
  updateCompanySettings: CompanySettings;
  updateContact: Contact;
  /** Changes who answers a conversation and/or its state (open, waiting on the customer, closed). */
  updateConversation: Conversation;
  /** Sender address, signature (sanitized) and the e-mail switch; fields left out stay. */
  updateEmailSettings: EmailSettings;
  updateKnowledgeArticle: KnowledgeArticle;
  updateKnowledgeStep: KnowledgeStep;
  /** Change the signed-in person's notification preferences; fields left out stay. */
  updateNotificationPreferences: NotificationPreferencesView;
  /** Change the signed-in person's name or time zone; fields left out stay. */
  updateProfile: User;
  updateProperty: Property;
  updateResponsibilityMatrixEntry: ResponsibilityMatrixEntry;
  updateStepOption: StepOption;
  /** Changes a task: only the fields given change. */
  updateTask: Task;
  /** Change assignee, priority and/or status. */
  updateTicket: Ticket;
  updateTroubleshootingSession: TroubleshootingSession;
  updateWhatsAppTemplate: WhatsAppTemplate;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationAcknowledgeUrgentMessageArgs = {
  messageId: Scalars['ID']['input'];
};


export type MutationAddMailboxArgs = {
  input: AddMailboxInput;
};


export type MutationAddOnCallShiftArgs = {
  input: OnCallShiftInput;
};


export type MutationAddPublicHolidayArgs = {
  input: PublicHolidayInput;
};


export type MutationAddTicketActivityArgs = {
  input: AddTicketActivityInput;
};


export type MutationAnswerTroubleshootingStepArgs = {
  input: AnswerTroubleshootingStepInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangeTicketStatusArgs = {
  input: ChangeTicketStatusInput;
};


export type MutationChangeUserRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationConfirmEmailArgs = {
  input: ConfirmEmailInput;
};


export type MutationCreateClientArgs = {
  input: CreateClientInput;
};


export type MutationCreateContactArgs = {
  input: CreateContactInput;
};


export type MutationCreateKnowledgeArticleArgs = {
  input: CreateKnowledgeArticleInput;
};


export type MutationCreateKnowledgeStepArgs = {
  input: CreateKnowledgeStepInput;
};


export type MutationCreatePropertyArgs = {
  input: CreatePropertyInput;
};


export type MutationCreateResponsibilityMatrixEntryArgs = {
  input: CreateResponsibilityMatrixEntryInput;
};


export type MutationCreateStepOptionArgs = {
  input: CreateStepOptionInput;
};


export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


export type MutationCreateTicketArgs = {
  input: CreateTicketInput;
};


export type MutationCreateTroubleshootingSessionArgs = {
  input: CreateTroubleshootingSessionInput;
};


export type MutationCreateWhatsAppTemplateArgs = {
  input: CreateWhatsAppTemplateInput;
};


export type MutationDeactivateResponsibilityMatrixEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteKnowledgeStepArgs = {
  input: DeleteKnowledgeStepInput;
};


export type MutationDeleteStepOptionArgs = {
  input: DeleteStepOptionInput;
};


export type MutationDeleteWhatsAppTemplateArgs = {
  input: DeleteWhatsAppTemplateInput;
};


export type MutationDismissTriageMessageArgs = {
  input: TriageDismissInput;
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkConversationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


export type MutationPreviousTroubleshootingStepArgs = {
  input: PreviousTroubleshootingStepInput;
};


export type MutationReassignOpenWorkArgs = {
  fromUserId: Scalars['ID']['input'];
  toUserId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveOnCallShiftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePublicHolidayArgs = {
  day: Scalars['String']['input'];
};


export type MutationReorderKnowledgeStepsArgs = {
  input: ReorderKnowledgeStepsInput;
};


export type MutationRequestPasswordResetArgs = {
  input: PasswordResetRequestInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRetryMessageArgs = {
  input: RetryMessageInput;
};


export type MutationRevokeInvitationArgs = {
  input: RevokeInvitationInput;
};


export type MutationSendChannelTestArgs = {
  input: SendChannelTestInput;
};


export type MutationSendConversationEmailArgs = {
  input: SendConversationEmailInput;
};


export type MutationSendReplyArgs = {
  input: SendReplyInput;
};


export type MutationSendTicketEmailArgs = {
  input: SendTicketEmailInput;
};


export type MutationSendWhatsAppTemplateArgs = {
  input: SendTemplateInput;
};


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationStartEmailConnectArgs = {
  input: StartEmailConnectInput;
};


export type MutationStartTroubleshootingSessionArgs = {
  input: StartTroubleshootingSessionInput;
};


export type MutationTriageMessageArgs = {
  input: TriageActionInput;
};


export type MutationUnblockSenderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateClientArgs = {
  input: UpdateClientInput;
};


export type MutationUpdateCompanySettingsArgs = {
  input: UpdateCompanySettingsInput;
};


export type MutationUpdateContactArgs = {
  input: UpdateContactInput;
};


export type MutationUpdateConversationArgs = {
  input: UpdateConversationInput;
};


export type MutationUpdateEmailSettingsArgs = {
  input: UpdateEmailSettingsInput;
};


export type MutationUpdateKnowledgeArticleArgs = {
  input: UpdateKnowledgeArticleInput;
};


export type MutationUpdateKnowledgeStepArgs = {
  input: UpdateKnowledgeStepInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: UpdateNotificationPreferencesInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdatePropertyArgs = {
  input: UpdatePropertyInput;
};


export type MutationUpdateResponsibilityMatrixEntryArgs = {
  input: UpdateResponsibilityMatrixEntryInput;
};


export type MutationUpdateStepOptionArgs = {
  input: UpdateStepOptionInput;
};


export type MutationUpdateTaskArgs = {
  input: UpdateTaskInput;
};


export type MutationUpdateTicketArgs = {
  input: UpdateTicketInput;
};


export type MutationUpdateTroubleshootingSessionArgs = {
  input: UpdateTroubleshootingSessionInput;
};


export type MutationUpdateWhatsAppTemplateArgs = {
  input: UpdateWhatsAppTemplateInput;
};

/** An in-app notification for the signed-in user, e.g. a task reminder. */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  readAt?: Maybe<Scalars['DateTimeISO']['output']>;
  taskId?: Maybe<Scalars['ID']['output']>;
  ticketId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  type: NotificationType;
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  nodes: Array<Notification>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** What a person can be notified of: a ticket or task assigned to them, a tenant replying on their ticket, a mention in a note, SLA warnings and breaches on their tickets, task reminders, and (a subscription) SLA warnings on unassigned tickets. */
export type NotificationEvent =
  | 'MENTION'
  | 'SLA'
  | 'TASK_ASSIGNED'
  | 'TASK_REMINDER'
  | 'TENANT_REPLY'
  | 'TICKET_ASSIGNED'
  | 'UNASSIGNED_TICKETS';

/** The channels one event reaches the person by. */
export type NotificationEventChannels = {
  __typename?: 'NotificationEventChannels';
  email: Scalars['Boolean']['output'];
  event: NotificationEvent;
  /** In the top bar's bell. */
  inApp: Scalars['Boolean']['output'];
  /** Needs the mobile number. */
  sms: Scalars['Boolean']['output'];
};

/** The channels one event should reach the person by. */
export type NotificationEventChannelsInput = {
  email: Scalars['Boolean']['input'];
  event: NotificationEvent;
  inApp: Scalars['Boolean']['input'];
  sms: Scalars['Boolean']['input'];
};

/** The signed-in person's notification preferences. */
export type NotificationPreferencesView = {
  __typename?: 'NotificationPreferencesView';
  /** Non-urgent e-mail gathered into one e-mail a day (07:00 local) instead of one per event. */
  digest: Scalars['Boolean']['output'];
  /** Every event, in a fixed order, with its channels. */
  events: Array<NotificationEventChannels>;
  /** For SMS, in international (E.164) form. */
  mobilePhone?: Maybe<Scalars['String']['output']>;
  /** When quiet hours end ("HH:MM"); before the start means overnight. */
  quietHoursEnd?: Maybe<Scalars['String']['output']>;
  /** When quiet hours start ("HH:MM", local time); null: none. */
  quietHoursStart?: Maybe<Scalars['String']['output']>;
  /** The zone quiet hours and the digest are read in: the person's profile's, else the company's. */
  timeZone: Scalars['String']['output'];
  /** Whether an urgent alert plays a sound in the web app. */
  urgentAlertSound: Scalars['Boolean']['output'];
};

/** A task reminder before its due time (upcoming) or at and after it (overdue); the connected mail account needs reconnecting (email_connection); a ticket has used 75% of its SLA time (sla_warning) or breached it (sla_breach); a ticket was assigned to me (ticket_assigned); a tenant replied on a conversation linked to my ticket (tenant_reply); a task was assigned to me (task_assigned); I was @mentioned in a ticket note (mention); an urgent inbound message for the person on call (urgent_alert). */
export type NotificationType =
  | 'EMAIL_CONNECTION'
  | 'MENTION'
  | 'OVERDUE'
  | 'SLA_BREACH'
  | 'SLA_WARNING'
  | 'TASK_ASSIGNED'
  | 'TENANT_REPLY'
  | 'TICKET_ASSIGNED'
  | 'UPCOMING'
  | 'URGENT_ALERT';

/** A weekly turn on call, in the company time zone. */
export type OnCallShift = {
  __typename?: 'OnCallShift';
  /** "08:00"; at or before the start: the next day. */
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Who is alerted first when several are on call: 1, then 2, ... */
  position: Scalars['Int']['output'];
  /** "18:00". */
  startsAt: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
  /** 1 (Monday) to 7 (Sunday). */
  weekday: Scalars['Int']['output'];
};

/** A weekly turn on call, in the company time zone. */
export type OnCallShiftInput = {
  /** "08:00"; at or before the start means the next day (the same time: the whole day). */
  endsAt: Scalars['String']['input'];
  /** Who is alerted first when several are on call: 1, then 2, ... */
  position?: Scalars['Int']['input'];
  /** "18:00". */
  startsAt: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
  /** 1 (Monday) to 7 (Sunday). */
  weekday: Scalars['Int']['input'];
};

/** An urgent message the signed-in person was alerted to that nobody has opened. */
export type OpenUrgentAlert = {
  __typename?: 'OpenUrgentAlert';
  channel: Channel;
  conversationId: Scalars['ID']['output'];
  /** The start of what they wrote. */
  excerpt: Scalars['String']['output'];
  /** The sender's name, else their address. */
  from: Scalars['String']['output'];
  messageId: Scalars['ID']['output'];
  raisedAt: Scalars['DateTimeISO']['output'];
  reason: Scalars['String']['output'];
  ticketId?: Maybe<Scalars['ID']['output']>;
};

/** A password reset link, as its page shows it. */
export type PasswordResetLink = {
  __typename?: 'PasswordResetLink';
  /** The account's address, while the link is VALID. */
  email?: Maybe<Scalars['String']['output']>;
  state: PasswordResetLinkState;
};

/** VALID sets a new password; EXPIRED, USED, REPLACED (a newer link was sent) and UNKNOWN do not. */
export type PasswordResetLinkState =
  | 'EXPIRED'
  | 'REPLACED'
  | 'UNKNOWN'
  | 'USED'
  | 'VALID';

/** Asks for a password reset link by e-mail. */
export type PasswordResetRequestInput = {
  email: Scalars['String']['input'];
};

/** An invitation not yet accepted, revoked or replaced, as Settings → Team lists it (admins). */
export type PendingInvitation = {
  __typename?: 'PendingInvitation';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The invited address. */
  email: Scalars['String']['output'];
  /** Past expiresAt: the link no longer works (invite again for a new one). */
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** The name of the admin who invited. */
  invitedBy?: Maybe<Scalars['String']['output']>;
  role: Role;
};

/** Ticket figures over a period of dates (both inclusive, in the company's time zone). */
export type PeriodMetrics = {
  __typename?: 'PeriodMetrics';
  /** Tickets open at the end of the period (or now, if it has not ended). */
  activeTickets: Scalars['Int']['output'];
  /** Mean resolution hours over tickets resolved in the period. */
  avgResolutionTime?: Maybe<Scalars['Float']['output']>;
  /** Mean first-response hours over tickets created in the period. */
  avgResponseTime?: Maybe<Scalars['Float']['output']>;
  /** Last date of the period, yyyy-MM-dd. */
  endDate: Scalars['String']['output'];
  /** Tickets created in the period (newTickets). */
  newThisMonth: Scalars['Int']['output'];
  /** Tickets created in the period. */
  newTickets: Scalars['Int']['output'];
  /** Of activeTickets, those past their due time then. */
  overdueSLA: Scalars['Int']['output'];
  /** Tickets created in the period per priority. */
  priorities: PriorityCounts;
  /** Of those, resolved after their due time. */
  resolvedLate: Scalars['Int']['output'];
  /** Of those, resolved at or before their due time. */
  resolvedOnTime: Scalars['Int']['output'];
  /** Tickets resolved in the period (resolvedTickets). */
  resolvedThisMonth: Scalars['Int']['output'];
  /** Tickets resolved in the period. */
  resolvedTickets: Scalars['Int']['output'];
  /** resolvedOnTime as a percentage of resolvedTickets; null when none. */
  slaComplianceRate?: Maybe<Scalars['Float']['output']>;
  /** First date of the period, yyyy-MM-dd. */
  startDate: Scalars['String']['output'];
};

/** Previous Step: back to the step the session came from. */
export type PreviousTroubleshootingStepInput = {
  sessionId: Scalars['ID']['input'];
};

/** Tickets per priority: active ones (current figures) or ones created in the period (historical figures). */
export type PriorityCounts = {
  __typename?: 'PriorityCounts';
  emergency: Scalars['Int']['output'];
  important: Scalars['Int']['output'];
  urgent: Scalars['Int']['output'];
};

/** A building or flat we maintain. */
export type Property = {
  __typename?: 'Property';
  address: Scalars['String']['output'];
  client?: Maybe<Client>;
  clientId?: Maybe<Scalars['ID']['output']>;
  contact?: Maybe<Contact>;
  contactId?: Maybe<Scalars['ID']['output']>;
  country: Country;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type PropertyConnection = {
  __typename?: 'PropertyConnection';
  nodes: Array<Property>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A day the company is closed: business hours do not count on it. */
export type PublicHoliday = {
  __typename?: 'PublicHoliday';
  /** "2026-12-25". */
  day: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A day the company is closed. */
export type PublicHolidayInput = {
  /** "2026-12-25". */
  day: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The audit log, newest first, filtered by person, action and time. */
  auditEvents: AuditEventConnection;
  /** Senders whose messages are kept out of the triage queue, newest first. */
  blockedSenders: Array<BlockedSenderType>;
  /** Every channel: set up or not (and what is missing), webhook addresses, newest traffic and failure. */
  channelsOverview: ChannelsOverview;
  client: Client;
  /** Clients, newest first, optionally searched by company name, address, website or company number. */
  clients: ClientConnection;
  /** What new records start with: the SLA targets of tickets created now, the country and language; the company's time zone. */
  companyDefaults: CompanyDefaults;
  /** The company's settings in force. */
  companySettings: CompanySettings;
  contact: Contact;
  /** Contacts, newest first, optionally searched by name, email or phone. */
  contacts: ContactConnection;
  conversation: ConversationThread;
  /** Conversations, newest activity first. */
  conversations: ConversationConnection;
  /** Current figures (this month and today, in the company's time zone). */
  dashboardMetrics: DashboardMetrics;
  /** The signed-in user's e-mail settings and connected account. */
  emailSettings: EmailSettings;
  /** Tickets, contacts, clients, properties and knowledge articles matching a text. */
  globalSearch: GlobalSearchResults;
  /** Figures over a range of dates, its previous period or its months. */
  historicalMetrics: HistoricalMetrics;
  /** What an invitation link can still do, and whom it invites with which role. */
  invitationLink: InvitationLink;
  knowledgeArticle: KnowledgeArticle;
  /** Per article: what its guided sessions came to (docs/decisions.md, 'What the guides save'). */
  knowledgeArticleStats: Array<KnowledgeArticleStats>;
  /** Articles filtered by category, country and isActive; with a search, best match first, else by title. */
  knowledgeArticles: KnowledgeArticleConnection;
  knowledgeStep: KnowledgeStep;
  /** An article's steps in order, each with its options. */
  knowledgeSteps: Array<KnowledgeStep>;
  /** The mailboxes the desk reads (its own and agents' connected accounts), oldest first. */
  mailboxes: Array<Mailbox>;
  /** The signed-in user; null when signed out. */
  me?: Maybe<User>;
  /** The signed-in person's notification preferences (the defaults until changed). */
  myNotificationPreferences: NotificationPreferencesView;
  /** The urgent messages the signed-in person was alerted to that nobody has opened, newest first. */
  myUrgentAlerts: Array<OpenUrgentAlert>;
  /** The signed-in user's notifications, newest first. */
  notifications: NotificationConnection;
  /** The weekly on-call rota, by weekday and start. */
  onCallShifts: Array<OnCallShift>;
  /** What a password reset link can still do (its page asks before showing the form). */
  passwordResetLink: PasswordResetLink;
  /** Invitations not yet accepted, revoked or replaced, newest first. */
  pendingInvitations: Array<PendingInvitation>;
  /** Properties, newest first, optionally of one client and searched by name, address, client or contact. */
  properties: PropertyConnection;
  property: Property;
  /** The public holidays from a date on (default: the start of this year), in date order. */
  publicHolidays: Array<PublicHoliday>;
  /** At most five pending or in-progress tasks, newest first. */
  recentTasks: Array<RecentTask>;
  /** The active entries for a country and category (an article's Legal Information). */
  responsibilityFor: Array<ResponsibilityMatrixEntry>;
  /** Matrix entries by country, category and issue type. */
  responsibilityMatrix: ResponsibilityMatrixConnection;
  responsibilityMatrixEntry: ResponsibilityMatrixEntry;
  /** Which channels the signed-in user can send on now, and why not. */
  sendingChannels: Array<ChannelSendState>;
  /** A step's options, oldest first. */
  stepOptions: Array<StepOption>;
  /** Whether the database answers, checked now. */
  systemStatus: SystemStatus;
  task: Task;
  /** Tasks newest first, optionally of one ticket and in some statuses. */
  tasks: TaskConnection;
  /** Everyone with an account, active first. */
  teamMembers: Array<TeamMember>;
  ticket: Ticket;
  /** A ticket's activity feed, newest first. */
  ticketActivities: ActivityConnection;
  /** Kanban: every status with its newest tickets and total; load more with tickets(filter: {status}, offset). */
  ticketBoard: Array<TicketBoardColumn>;
  /** The conversations linked to a ticket. */
  ticketConversations: Array<Conversation>;
  ticketResponsibility: TicketResponsibility;
  /** Tickets, newest first, filtered and paged. */
  tickets: TicketConnection;
  /** Inbound messages waiting for triage, urgent first, then oldest first. */
  triageQueue: TriageQueueConnection;
  /** Tickets to assign a waiting message to: the sender's open ones first. */
  triageTicketChoices: TriageTicketChoices;
  /** The new ticket a waiting message suggests, for the agent to check before it is created. */
  triageTicketDraft: TriageTicketDraft;
  /** What the ticket escalated from a session starts with. */
  troubleshootingEscalation: TroubleshootingTicketDraft;
  troubleshootingSession: TroubleshootingSession;
  /** An article's sessions: the one startTroubleshootingSession would resume first, then by last move, newest first. */
  troubleshootingSessions: TroubleshootingSessionConnection;
  /** How many of the signed-in user's notifications are unread. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Active staff, in name order. */
  users: UserConnection;
  /** The approved WhatsApp templates, by name. */
  whatsappTemplates: Array<WhatsAppTemplate>;
};


export type QueryAuditEventsArgs = {
  action?: InputMaybe<AuditAction>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};


export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClientsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContactArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContactsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationsArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  channel?: InputMaybe<Channel>;
  limit?: Scalars['Int']['input'];
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<ConversationState>;
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGlobalSearchArgs = {
  limit?: Scalars['Int']['input'];
  query: Scalars['String']['input'];
};


export type QueryHistoricalMetricsArgs = {
  input: HistoricalMetricsInput;
};


export type QueryInvitationLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryKnowledgeArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryKnowledgeArticleStatsArgs = {
  articleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryKnowledgeArticlesArgs = {
  filter?: InputMaybe<KnowledgeArticleFilter>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryKnowledgeStepArgs = {
  id: Scalars['ID']['input'];
};


export type QueryKnowledgeStepsArgs = {
  articleId: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryPasswordResetLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryPropertiesArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPropertyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicHolidaysArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
};


export type QueryResponsibilityForArgs = {
  category: Category;
  country: Country;
};


export type QueryResponsibilityMatrixArgs = {
  filter?: InputMaybe<ResponsibilityMatrixFilter>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryResponsibilityMatrixEntryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStepOptionsArgs = {
  stepId: Scalars['ID']['input'];
};


export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTasksArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  statuses?: InputMaybe<Array<TaskStatus>>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTicketActivitiesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  ticketId: Scalars['ID']['input'];
};


export type QueryTicketBoardArgs = {
  filter?: InputMaybe<TicketFilter>;
  perColumn?: Scalars['Int']['input'];
};


export type QueryTicketConversationsArgs = {
  ticketId: Scalars['ID']['input'];
};


export type QueryTicketResponsibilityArgs = {
  ticketId: Scalars['ID']['input'];
};


export type QueryTicketsArgs = {
  filter?: InputMaybe<TicketFilter>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryTriageQueueArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryTriageTicketChoicesArgs = {
  messageId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTriageTicketDraftArgs = {
  messageId: Scalars['ID']['input'];
};


export type QueryTroubleshootingEscalationArgs = {
  articleId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type QueryTroubleshootingSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTroubleshootingSessionsArgs = {
  articleId: Scalars['ID']['input'];
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryUsersArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

/** What a reassignment moved. */
export type ReassignedWork = {
  __typename?: 'ReassignedWork';
  tasks: Scalars['Int']['output'];
  tickets: Scalars['Int']['output'];
};

/** A pending or in-progress task, for the dashboard. */
export type RecentTask = {
  __typename?: 'RecentTask';
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  priority: TaskPriority;
  /** PENDING or IN_PROGRESS. */
  status: TaskStatus;
  ticketId?: Maybe<Scalars['ID']['output']>;
  ticketNumber?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** The shared company password, required when the server sets SIGNUP_CODE. */
  signupCode?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the server derives the username from the e-mail address. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** An article's steps in their new order: every step of the article, each once. */
export type ReorderKnowledgeStepsInput = {
  articleId: Scalars['ID']['input'];
  orderedIds: Array<Scalars['ID']['input']>;
};

/** Sets a new password with a reset link's token. */
export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  /** The token of the link (the last part of /reset-password/<token>). */
  token: Scalars['String']['input'];
};

/** Who is responsible for a repair. */
export type Responsibility =
  | 'LANDLORD'
  | 'SHARED'
  | 'TENANT';

export type ResponsibilityMatrixConnection = {
  __typename?: 'ResponsibilityMatrixConnection';
  nodes: Array<ResponsibilityMatrixEntry>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Who is responsible for a kind of repair in a country, and the law that says so. */
export type ResponsibilityMatrixEntry = {
  __typename?: 'ResponsibilityMatrixEntry';
  category: Category;
  country: Country;
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Deactivated entries are kept but no longer shown where responsibility is looked up. */
  isActive: Scalars['Boolean']['output'];
  issueType: Scalars['String']['output'];
  legalNotes?: Maybe<Scalars['String']['output']>;
  responsibility: Responsibility;
  urgencyLevel?: Maybe<Scalars['String']['output']>;
};

/** Matrix filters; all optional and combined with AND. */
export type ResponsibilityMatrixFilter = {
  category?: InputMaybe<Category>;
  country?: InputMaybe<Country>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Send a failed outbound message again. */
export type RetryMessageInput = {
  messageId: Scalars['ID']['input'];
};

/** Withdraws a pending invitation: its link stops working. */
export type RevokeInvitationInput = {
  id: Scalars['ID']['input'];
};

/** What a user may do: admin (the company administration too), agent (all daily work), viewer (reads only). */
export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'VIEWER';

/** Guided sessions that ended this month and this year (UTC): 'Resolved by self-help'. */
export type SelfHelpFigures = {
  __typename?: 'SelfHelpFigures';
  /** Sessions escalated to a ticket this month. */
  escalatedThisMonth: Scalars['Int']['output'];
  /** Sessions escalated to a ticket since 1 January. */
  escalatedYearToDate: Scalars['Int']['output'];
  /** Sessions resolved without a ticket this month. */
  resolvedThisMonth: Scalars['Int']['output'];
  /** Sessions resolved without a ticket since 1 January. */
  resolvedYearToDate: Scalars['Int']['output'];
  /** Sessions started this month. */
  startedThisMonth: Scalars['Int']['output'];
  /** Sessions started since 1 January. */
  startedYearToDate: Scalars['Int']['output'];
};

/** A test message: e-mail to an address, SMS or WhatsApp to a number (E.164). */
export type SendChannelTestInput = {
  channel: ChannelTest;
  /** An e-mail address, or a phone number in international format (+441234567890). */
  to: Scalars['String']['input'];
};

/** Compose Email in an e-mail conversation. */
export type SendConversationEmailInput = {
  conversationId: Scalars['ID']['input'];
  message: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

/** A reply in a conversation, sent on its channel. */
export type SendReplyInput = {
  body: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
};

/** An approved template sent in a WhatsApp conversation, its variables filled in. */
export type SendTemplateInput = {
  conversationId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
  values?: InputMaybe<Array<TemplateValueInput>>;
};

/** Send Email from a ticket: to its requester, in the ticket's e-mail conversation. */
export type SendTicketEmailInput = {
  body: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
};

/** Who may sign up without an invitation: INVITE nobody, DOMAIN anyone at a company domain. */
export type SignupMode =
  | 'DOMAIN'
  | 'INVITE';

/** SLA targets in hours, for tickets created from now on; a priority left out keeps its target. */
export type SlaHoursInput = {
  emergency?: InputMaybe<Scalars['Int']['input']>;
  important?: InputMaybe<Scalars['Int']['input']>;
  urgent?: InputMaybe<Scalars['Int']['input']>;
};

export type SlaState =
  | 'ON_TRACK'
  | 'OVERDUE'
  | 'RESOLVED_LATE'
  | 'RESOLVED_ON_TIME';

/** The SLA target of a priority for tickets created from now on. */
export type SlaTarget = {
  __typename?: 'SlaTarget';
  hours: Scalars['Int']['output'];
  /** As a person reads it: "24 hours", "5 days". */
  label: Scalars['String']['output'];
  priority: TicketPriority;
};

export type StartEmailConnectInput = {
  provider: EmailProvider;
};

/** Resume the signed-in user's session of the article, or start one at its first step. */
export type StartTroubleshootingSessionInput = {
  articleId: Scalars['ID']['input'];
};

/** An answer to a step and where it leads: another step, success or escalation. */
export type StepOption = {
  __typename?: 'StepOption';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Only with shouldEscalate. */
  escalationNote?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isSuccess: Scalars['Boolean']['output'];
  /** A step of the same article (never its own); cleared when that step is deleted. */
  nextStepId?: Maybe<Scalars['ID']['output']>;
  optionText: Scalars['String']['output'];
  shouldEscalate: Scalars['Boolean']['output'];
  stepId: Scalars['ID']['output'];
};

export type StepType =
  | 'ESCALATION'
  | 'INSTRUCTION'
  | 'QUESTION'
  | 'SAFETY_WARNING';

export type Subscription = {
  __typename?: 'Subscription';
  /** A conversation's new and changed messages, and its link to a ticket. */
  conversationMessages: ConversationEvent;
  /** Every conversation event: the conversation list reads itself again. */
  conversationsChanged: ConversationEvent;
  /** The signed-in person's open urgent alerts, pushed when one is raised to them or opened by anyone. */
  myUrgentAlertsChanged: Array<OpenUrgentAlert>;
  /** Database reachability, pushed every few seconds. */
  systemStatus: SystemStatus;
  /** Every committed change of the ticket `ticketId` (of every ticket without it): status, assignee, priority, activity, tasks. */
  ticketChanged: TicketChange;
  /** Messages joining or leaving the triage queue. */
  triageQueueChanged: TriageEvent;
  /** The signed-in user's unread count, pushed whenever their notifications change. */
  unreadNotificationCountChanged: Scalars['Int']['output'];
};


export type SubscriptionConversationMessagesArgs = {
  conversationId: Scalars['ID']['input'];
};


export type SubscriptionTicketChangedArgs = {
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};

export type SystemStatus = {
  __typename?: 'SystemStatus';
  checkedAt: Scalars['DateTimeISO']['output'];
  databaseReachable: Scalars['Boolean']['output'];
};

/** A to-do on a ticket, with an optional due date and reminders. */
export type Task = {
  __typename?: 'Task';
  assignee?: Maybe<User>;
  assigneeId?: Maybe<Scalars['ID']['output']>;
  completedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  createdById?: Maybe<Scalars['ID']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  lastReminderAt?: Maybe<Scalars['DateTimeISO']['output']>;
  nextReminderAt?: Maybe<Scalars['DateTimeISO']['output']>;
  overdueReminderSent: Scalars['Boolean']['output'];
  /** Minutes between overdue reminders. */
  overdueRepeatMinutes: Scalars['Int']['output'];
  priority: TaskPriority;
  /** Minutes before the due time for the upcoming reminder. */
  remindBeforeMinutes?: Maybe<Scalars['Int']['output']>;
  snoozedUntil?: Maybe<Scalars['DateTimeISO']['output']>;
  status: TaskStatus;
  ticketId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  upcomingReminderSent: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type TaskConnection = {
  __typename?: 'TaskConnection';
  nodes: Array<Task>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Task priority. */
export type TaskPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM'
  | 'URGENT';

/** Task status; a new task is PENDING. */
export type TaskStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PENDING';

/** Someone with an account, as the team screen (admins) shows them. */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** False once deactivated: they cannot sign in, and their sessions have ended. */
  active: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastSignInAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** "First Last", else the e-mail address. */
  name: Scalars['String']['output'];
  /** Unfinished tasks assigned to them. */
  openTasks: Scalars['Int']['output'];
  /** Unfinished tickets assigned to them. */
  openTickets: Scalars['Int']['output'];
  role: Role;
};

/** A variable's value as the agent filled it in. */
export type TemplateValueInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type TemplateVariable = {
  __typename?: 'TemplateVariable';
  /** Its key in Twilio's content variables ('1', 'first_name'). */
  key: Scalars['String']['output'];
  /** What the agent is asked for. */
  label: Scalars['String']['output'];
};

/** A template's variable: its key in the content variables and its label. */
export type TemplateVariableInput = {
  key: Scalars['String']['input'];
  label: Scalars['String']['input'];
};

/** A support ticket with its SLA. */
export type Ticket = {
  __typename?: 'Ticket';
  assignee?: Maybe<User>;
  assigneeId?: Maybe<Scalars['ID']['output']>;
  category: Category;
  client: Client;
  clientId: Scalars['ID']['output'];
  /** Its comments, oldest first (read only when asked for). */
  comments: Array<TicketComment>;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  /** SLA due time: createdAt + the priority's target (set by the server). */
  dueAt: Scalars['DateTimeISO']['output'];
  firstResponseAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  priority: TicketPriority;
  property?: Maybe<Property>;
  propertyId?: Maybe<Scalars['ID']['output']>;
  requester: Contact;
  requesterId: Scalars['ID']['output'];
  resolvedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** While the SLA clock is paused: when it stopped. The due time moves on by the pause when it ends. */
  slaPausedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** SLA time left in seconds, counted as its priority counts (business hours or all hours); while paused, as at the pause; 0 once due; null once completed. Read one ticket at a time. */
  slaRemainingSeconds?: Maybe<Scalars['Int']['output']>;
  /** SLA state at query time, computed by the database. */
  slaState: SlaState;
  status: TicketStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** One Kanban column: the newest tickets of a status and the total. */
export type TicketBoardColumn = {
  __typename?: 'TicketBoardColumn';
  status: TicketStatus;
  tickets: Array<Ticket>;
  totalCount: Scalars['Int']['output'];
  /** True when the column stopped counting (at 1,000 tickets, or a search 50 past the page): totalCount is then a lower bound. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** A committed change of a ticket: read the ticket (or the lists) again to see it. */
export type TicketChange = {
  __typename?: 'TicketChange';
  kind: TicketChangeKind;
  /** The new status, when the status changed. */
  status?: Maybe<TicketStatus>;
  ticketId: Scalars['ID']['output'];
};

/** What changed on a ticket. */
export type TicketChangeKind =
  | 'ACTIVITY'
  | 'ASSIGNEE'
  | 'CREATED'
  | 'PRIORITY'
  | 'STATUS'
  | 'TASK'
  | 'UPDATED';

/** A comment on a ticket (table ticket_comments): what the ticket screens show of it. */
export type TicketComment = {
  __typename?: 'TicketComment';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
};

export type TicketConnection = {
  __typename?: 'TicketConnection';
  nodes: Array<Ticket>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
  /** True when a search stopped counting its matches (50 past the offset): totalCount is then a lower bound. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** Ticket list filters; all optional and combined with AND. */
export type TicketFilter = {
  /** 'all' (default), 'assigned' (anyone), 'unassigned', 'me' or a user id. */
  assignment?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Category>;
  priority?: InputMaybe<TicketPriority>;
  /** Case-insensitive substring of title, description or number. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<TicketStatus>;
};

/** SLA: emergency 24 h, urgent 5 days, important 10 days. */
export type TicketPriority =
  | 'EMERGENCY'
  | 'IMPORTANT'
  | 'URGENT';

/** Who is responsible for a ticket's repair, from the matrix. */
export type TicketResponsibility = {
  __typename?: 'TicketResponsibility';
  /** The first entry, when it shares words with the ticket or is the only one. */
  bestMatchId?: Maybe<Scalars['ID']['output']>;
  category: Category;
  /** The ticket's property's country; UK when the ticket has no property. */
  country: Country;
  /** False when the ticket has no property and the default country was used. */
  countryFromProperty: Scalars['Boolean']['output'];
  /** The active entries of that country and category, closest to the ticket's words first. */
  entries: Array<ResponsibilityMatrixEntry>;
  ticketId: Scalars['ID']['output'];
};

export type TicketStatus =
  | 'AWAITING_PARTS'
  | 'AWAITING_SUPPLIER'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'NEW';

/** assign: link to a chosen ticket; create_ticket: open one from the message. */
export type TriageAction =
  | 'ASSIGN'
  | 'CREATE_TICKET';

/** Triage a waiting message: assign it to a ticket, or create a ticket from it. */
export type TriageActionInput = {
  action: TriageAction;
  /** create_ticket: the new ticket's client, when the sender's cannot be told (the answer is then 400 on clientId). */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  messageId: Scalars['ID']['input'];
  /** create_ticket: the new ticket as the agent confirmed it (from triageTicketDraft); absent: the draft as it is. */
  ticket?: InputMaybe<CreateTicketInput>;
  /** assign: the ticket (required). create_ticket: ignored. */
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};

/** How sure a routing suggestion is; a message without one needs review ('Needs Review'). */
export type TriageConfidence =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

/** Dismiss a waiting message: no action needed, or spam (optionally blocking the sender). */
export type TriageDismissInput = {
  /** spam only: block the sender's address or number. */
  blockSender?: InputMaybe<Scalars['Boolean']['input']>;
  messageId: Scalars['ID']['input'];
  /** Why, in the agent's words. */
  note?: InputMaybe<Scalars['String']['input']>;
  reason: TriageDismissReason;
};

/** Why a waiting message left the queue without a ticket: no action needed, or spam. */
export type TriageDismissReason =
  | 'NO_ACTION'
  | 'SPAM';

/** A dismissed message, and the sender it blocked. */
export type TriageDismissResult = {
  __typename?: 'TriageDismissResult';
  /** The address or number now blocked; null when none was. */
  blockedAddress?: Maybe<Scalars['String']['output']>;
  /** Every message that left the queue: this one, and the blocked sender's other waiting ones. */
  dismissedMessageIds: Array<Scalars['ID']['output']>;
  messageId: Scalars['ID']['output'];
  reason: TriageDismissReason;
};

/** The triage queue changed: read it again to see how. */
export type TriageEvent = {
  __typename?: 'TriageEvent';
  kind: TriageEventKind;
  messageId: Scalars['ID']['output'];
};

/** How the triage queue changed. */
export type TriageEventKind =
  | 'ADDED'
  | 'TRIAGED';

/** Waiting messages, urgent first, then oldest first. */
export type TriageQueueConnection = {
  __typename?: 'TriageQueueConnection';
  nodes: Array<TriageQueueItem>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
  /** True when the queue holds more than 1,000 messages: totalCount is then 1,000, a lower bound. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** An inbound message waiting for triage. */
export type TriageQueueItem = {
  __typename?: 'TriageQueueItem';
  body: Scalars['String']['output'];
  channel: Channel;
  contactId?: Maybe<Scalars['ID']['output']>;
  contactName?: Maybe<Scalars['String']['output']>;
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** The message's id. */
  id: Scalars['ID']['output'];
  messageId: Scalars['ID']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  suggestedRouting: TriageSuggestion;
};

/** A triaged message and the ticket it now belongs to. */
export type TriageResult = {
  __typename?: 'TriageResult';
  action: TriageAction;
  conversationId: Scalars['ID']['output'];
  /** The conversation's waiting messages linked with it (this one included). */
  linkedMessageIds: Array<Scalars['ID']['output']>;
  messageId: Scalars['ID']['output'];
  /** create_ticket: the ticket is new. */
  ticketCreated: Scalars['Boolean']['output'];
  ticketId: Scalars['ID']['output'];
  ticketNumber: Scalars['Int']['output'];
  ticketTitle: Scalars['String']['output'];
};

/** The routing suggestion of a waiting message, computed when it arrived. */
export type TriageSuggestion = {
  __typename?: 'TriageSuggestion';
  /** null: no confident suggestion ('Needs Review'). */
  confidence?: Maybe<TriageConfidence>;
  /** Why, in words an agent understands (also why it is urgent). */
  reason: Scalars['String']['output'];
  ticketId?: Maybe<Scalars['ID']['output']>;
  ticketNumber?: Maybe<Scalars['Int']['output']>;
  ticketTitle?: Maybe<Scalars['String']['output']>;
  /** The message reads as an emergency (gas, fire, flooding, no heating in winter, ...). */
  urgent: Scalars['Boolean']['output'];
};

/** A ticket a waiting message can be assigned to. */
export type TriageTicketChoice = {
  __typename?: 'TriageTicketChoice';
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  /** An open ticket the sender raised or one on the sender's property (listed first). */
  sendersOpen: Scalars['Boolean']['output'];
  status: TicketStatus;
  title: Scalars['String']['output'];
};

/** Tickets to assign a waiting message to: the sender's open ones first, then the others newest first. */
export type TriageTicketChoices = {
  __typename?: 'TriageTicketChoices';
  nodes: Array<TriageTicketChoice>;
  /** How many tickets match (the open ones of the sender included), counted as the ticket list counts. */
  totalCount: Scalars['Int']['output'];
};

/** A new ticket as the message suggests it, for the agent to check before it is created: the sender's client and property when they can be told (else null: the agent chooses). */
export type TriageTicketDraft = {
  __typename?: 'TriageTicketDraft';
  category: Category;
  clientId?: Maybe<Scalars['ID']['output']>;
  clientName?: Maybe<Scalars['String']['output']>;
  /** The sender's own text (quoted earlier e-mails left out). */
  description: Scalars['String']['output'];
  messageId: Scalars['ID']['output'];
  /** Emergency when the message describes one, urgent when the sender asks for haste. */
  priority: TicketPriority;
  propertyId?: Maybe<Scalars['ID']['output']>;
  requesterEmail?: Maybe<Scalars['String']['output']>;
  /** The sender. */
  requesterId?: Maybe<Scalars['ID']['output']>;
  requesterName?: Maybe<Scalars['String']['output']>;
  /** The subject, else the first sentence, shortened at a whole word. */
  title: Scalars['String']['output'];
};

/** One answer given in a session (the texts as they were when answered). */
export type TroubleshootingAnswer = {
  __typename?: 'TroubleshootingAnswer';
  at: Scalars['DateTimeISO']['output'];
  optionId: Scalars['ID']['output'];
  optionText: Scalars['String']['output'];
  stepId: Scalars['ID']['output'];
  stepNumber: Scalars['Int']['output'];
  stepTitle: Scalars['String']['output'];
};

export type TroubleshootingMove = {
  __typename?: 'TroubleshootingMove';
  outcome: TroubleshootingMoveOutcome;
  session: TroubleshootingSession;
};

/** What an answer or Previous Step did. */
export type TroubleshootingMoveOutcome =
  | 'ESCALATED'
  | 'NEED_HELP'
  | 'NEXT'
  | 'PREVIOUS'
  | 'RESOLVED';

/** The responsibility matrix entry for an article's country and category. */
export type TroubleshootingResponsibility = {
  __typename?: 'TroubleshootingResponsibility';
  issueType: Scalars['String']['output'];
  legalNotes?: Maybe<Scalars['String']['output']>;
  responsibility: Responsibility;
};

/** A guided walk through an article's steps. */
export type TroubleshootingSession = {
  __typename?: 'TroubleshootingSession';
  /** The answers given, oldest first. */
  answers: Array<TroubleshootingAnswer>;
  articleId: Scalars['ID']['output'];
  clientId?: Maybe<Scalars['ID']['output']>;
  /** When it ended: resolved or escalated. */
  completedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Ids of the steps completed so far, in order. */
  completedSteps: Array<Scalars['ID']['output']>;
  contactId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** The step shown; null once that step was deleted. */
  currentStepId?: Maybe<Scalars['ID']['output']>;
  /** The ticket this session was escalated into. */
  escalatedTicketId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** Its last move (start, answer, Previous Step, update). */
  lastActivityAt: Scalars['DateTimeISO']['output'];
  propertyId?: Maybe<Scalars['ID']['output']>;
  /** Who started it (null for a deleted user); only they resume it. */
  startedById?: Maybe<Scalars['ID']['output']>;
  status: TroubleshootingSessionStatus;
};

export type TroubleshootingSessionConnection = {
  __typename?: 'TroubleshootingSessionConnection';
  nodes: Array<TroubleshootingSession>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type TroubleshootingSessionStart = {
  __typename?: 'TroubleshootingSessionStart';
  /** True when the signed-in user's unfinished session was resumed, false when one was started. */
  resumed: Scalars['Boolean']['output'];
  session: TroubleshootingSession;
};

export type TroubleshootingSessionStatus =
  | 'ACTIVE'
  | 'COMPLETED'
  | 'ESCALATED_TO_TICKET';

/** What a ticket escalated from a session starts with. */
export type TroubleshootingTicketDraft = {
  __typename?: 'TroubleshootingTicketDraft';
  articleId: Scalars['ID']['output'];
  articleTitle: Scalars['String']['output'];
  category: Category;
  country: Country;
  /** The steps gone through and the answers given, the escalation note, and who is responsible. */
  description: Scalars['String']['output'];
  /** The ticket the session is already linked to, if any. */
  escalatedTicketId?: Maybe<Scalars['ID']['output']>;
  responsibility?: Maybe<TroubleshootingResponsibility>;
  sessionId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** Changes to a client: fields left out stay as they are; null clears an optional field. */
export type UpdateClientInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** Free-text company of the contact person. */
  company?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to English. */
  language?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  linkedin?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** http(s) address; https:// is added when no scheme is given. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A change of the company's settings; fields left out stay. */
export type UpdateCompanySettingsInput = {
  /** The open weekdays and their hours; a weekday left out is closed. */
  businessHours?: InputMaybe<Array<BusinessDayInput>>;
  /** The priorities that count business hours only. */
  businessHoursPriorities?: InputMaybe<Array<TicketPriority>>;
  defaultCountry?: InputMaybe<Country>;
  defaultLanguage?: InputMaybe<Language>;
  /** Lower-cased and written without "@" by the server; an empty list allows any address. */
  emailDomains?: InputMaybe<Array<Scalars['String']['input']>>;
  emailVerification?: InputMaybe<EmailVerification>;
  name?: InputMaybe<Scalars['String']['input']>;
  signupMode?: InputMaybe<SignupMode>;
  /** AGENT or VIEWER: an admin is made by another admin. */
  signupRole?: InputMaybe<Role>;
  slaHours?: InputMaybe<SlaHoursInput>;
  /** The statuses that pause a ticket's SLA clock; never COMPLETED. */
  slaPauseStatuses?: InputMaybe<Array<TicketStatus>>;
  /** An IANA time zone, such as Europe/London. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a contact: fields left out stay as they are; null clears an optional field. */
export type UpdateContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Change a conversation's state and/or assignee. */
export type UpdateConversationInput = {
  /** The agent who answers it; null unassigns. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  state?: InputMaybe<ConversationState>;
};

export type UpdateEmailSettingsInput = {
  emailEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** HTML; sanitized by the server (no script, event handler or javascript: URL). */
  emailSignature?: InputMaybe<Scalars['String']['input']>;
  /** Empty or null clears it. */
  senderEmail?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an article: fields left out stay as they are; null clears an optional one. */
export type UpdateKnowledgeArticleInput = {
  /** Defaults to plumbing. */
  category?: InputMaybe<Category>;
  /** Defaults to UK. */
  country?: InputMaybe<Country>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to beginner. */
  difficulty?: InputMaybe<ArticleDifficulty>;
  /** Minutes; defaults to 30. */
  estimatedDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Markdown or HTML; scripts, event handlers and javascript: links are removed. */
  fullContent?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL or an uploaded image (/api/uploads/knowledge-base/...); empty or null removes it. */
  heroImageUrl?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** Defaults to true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO date or date and time; null clears it. */
  lastReviewed?: InputMaybe<Scalars['String']['input']>;
  legalNotes?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to tenant. */
  responsibility?: InputMaybe<Responsibility>;
  /** The Overview. */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** Trimmed; empty and duplicate tags are dropped. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a step: fields left out stay as they are; null clears an optional one. Its place changes only by reordering. */
export type UpdateKnowledgeStepInput = {
  commonMistakes?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** An http(s) URL or an uploaded image path. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to true on create. */
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  richContent?: InputMaybe<Scalars['String']['input']>;
  safetyNote?: InputMaybe<Scalars['String']['input']>;
  /** Minutes, 0 to 1440; 5 when left out on create. */
  timeEstimate?: InputMaybe<Scalars['Int']['input']>;
  tips?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Trimmed; empty and duplicate entries are dropped. */
  toolsRequired?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Defaults to instruction on create. */
  type?: InputMaybe<StepType>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateNotificationPreferencesInput = {
  digest?: InputMaybe<Scalars['Boolean']['input']>;
  /** The events given change; the others stay. */
  events?: InputMaybe<Array<NotificationEventChannelsInput>>;
  /** E.164 (+441234567890); null or '' removes it. */
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  /** "HH:MM"; earlier than the start means the quiet hours run overnight. */
  quietHoursEnd?: InputMaybe<Scalars['String']['input']>;
  /** "HH:MM"; null or '' with the end for no quiet hours. */
  quietHoursStart?: InputMaybe<Scalars['String']['input']>;
  urgentAlertSound?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateProfileInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** An IANA time zone name (Europe/London); null or '' for none (the browser's own is used). */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a property: fields left out stay as they are; null unlinks the client or contact. */
export type UpdatePropertyInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  /** null leaves it as it is. */
  country?: InputMaybe<Country>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an entry: fields left out stay as they are; null clears an optional one. */
export type UpdateResponsibilityMatrixEntryInput = {
  category?: InputMaybe<Category>;
  /** Defaults to UK on create. */
  country?: InputMaybe<Country>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** Defaults to true on create. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  issueType?: InputMaybe<Scalars['String']['input']>;
  legalNotes?: InputMaybe<Scalars['String']['input']>;
  responsibility?: InputMaybe<Responsibility>;
  /** Free text, e.g. 'Emergency (24 hours)'. */
  urgencyLevel?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an option: fields left out stay as they are. */
export type UpdateStepOptionInput = {
  /** Kept only when the option escalates. */
  escalationNote?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** Choosing it resolves the problem. */
  isSuccess?: InputMaybe<Scalars['Boolean']['input']>;
  /** A step of the same article, never the option's own; null: advance to the following step. */
  nextStepId?: InputMaybe<Scalars['ID']['input']>;
  optionText?: InputMaybe<Scalars['String']['input']>;
  /** Choosing it escalates to a ticket. */
  shouldEscalate?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a task: only the fields given change; null clears a field. */
export type UpdateTaskInput = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** As on create; null removes the due date and its reminders. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  overdueRepeatMinutes?: InputMaybe<Scalars['Int']['input']>;
  priority?: InputMaybe<TaskPriority>;
  remindBeforeMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** No reminder before this time; null ends the snooze. */
  snoozedUntil?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<TaskStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Change one or more of assignee, priority and status. */
export type UpdateTicketInput = {
  /** null unassigns. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  priority?: InputMaybe<TicketPriority>;
  status?: InputMaybe<TicketStatus>;
};

/** Set a session's status, current step and completed steps (each checked against its article). */
export type UpdateTroubleshootingSessionInput = {
  completedSteps?: InputMaybe<Array<Scalars['ID']['input']>>;
  currentStepId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  status?: InputMaybe<TroubleshootingSessionStatus>;
};

/** A template changed: every field as it should be. */
export type UpdateWhatsAppTemplateInput = {
  /** The approved text, {{key}} where a variable goes. */
  body: Scalars['String']['input'];
  /** HX followed by 32 hexadecimal digits. */
  contentSid: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  variables: Array<TemplateVariableInput>;
};

/** One way one person was alerted about an urgent message. */
export type UrgentAlert = {
  __typename?: 'UrgentAlert';
  channel: AlertChannel;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Why it failed, and what stood in for it. */
  detail?: Maybe<Scalars['String']['output']>;
  outcome: AlertOutcome;
  /** 1 for the first person alerted, 2 after the first escalation, ... */
  round: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

/** An urgent message's alerts and who opened it. */
export type UrgentIncident = {
  __typename?: 'UrgentIncident';
  acknowledgedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  acknowledgedByName?: Maybe<Scalars['String']['output']>;
  alerts: Array<UrgentAlert>;
  messageId: Scalars['ID']['output'];
  /** When the next person is alerted unless someone opens it first. */
  nextAlertAt?: Maybe<Scalars['DateTimeISO']['output']>;
  raisedAt: Scalars['DateTimeISO']['output'];
  reason: Scalars['String']['output'];
};

/** A staff member who signs in to the portal. */
export type User = {
  __typename?: 'User';
  connectedEmailProvider?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  /** Whether the e-mail address is confirmed (a self sign-up may have to confirm it before signing in). */
  emailVerified: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Avatar initials: from first and last name, else U. */
  initials: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** "First Last", else the e-mail address. */
  name: Scalars['String']['output'];
  /** The avatar: the address of the uploaded image, or null. */
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  /** What this user may do (docs/permissions.md). */
  role: Role;
  /** The person's time zone (an IANA name such as Europe/London) for the times they are shown; null: their browser's. */
  timeZone?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type UserConnection = {
  __typename?: 'UserConnection';
  nodes: Array<User>;
  /** Rows matching the query, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An approved WhatsApp template (a Twilio Content SID). */
export type WhatsAppTemplate = {
  __typename?: 'WhatsAppTemplate';
  /** The approved text, {{key}} where a variable goes. */
  body: Scalars['String']['output'];
  contentSid: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  variables: Array<TemplateVariable>;
};

/** WhatsApp's 24-hour window: free-form messages only while it is open, templates always. */
export type WhatsAppWindow = {
  __typename?: 'WhatsAppWindow';
  /** When it closes (or closed): 24 hours after the customer's last message; null when they never wrote. */
  closesAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Whether a free-form message can be sent now (by the database clock). */
  open: Scalars['Boolean']['output'];
};

export type AuditEventsQueryVariables = Exact<{
  actorId?: InputMaybe<Scalars['ID']['input']>;
  action?: InputMaybe<AuditAction>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AuditEventsQuery = { __typename?: 'Query', auditEvents: { __typename?: 'AuditEventConnection', totalCount: number, nodes: Array<{ __typename?: 'AuditEventType', id: string, at: string, action: AuditAction, actorId?: string | null, actorName?: string | null, ip?: string | null, targetType?: string | null, targetLabel?: string | null, changes: Array<{ __typename?: 'AuditChange', field: string, before?: string | null, after?: string | null }> }> } };

export type CurrentUserFieldsFragment = { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', emailVerified: boolean, id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role } };

export type ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type ConfirmEmailMutation = { __typename?: 'Mutation', confirmEmail: string };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type PasswordResetLinkQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PasswordResetLinkQuery = { __typename?: 'Query', passwordResetLink: { __typename?: 'PasswordResetLink', state: PasswordResetLinkState, email?: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role } };

export type InvitationLinkQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type InvitationLinkQuery = { __typename?: 'Query', invitationLink: { __typename?: 'InvitationLink', state: InvitationLinkState, email?: string | null, role?: Role | null } };

export type AcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { __typename?: 'Mutation', acceptInvitation: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role } };

export type ChannelStatusFieldsFragment = { __typename?: 'ChannelStatus', kind: ChannelKind, label: string, configured: boolean, missing: Array<string>, details: Array<string>, lastReceivedAt?: string | null, lastSentAt?: string | null, lastError?: string | null, lastErrorAt?: string | null, test?: ChannelTest | null, webhooks: Array<{ __typename?: 'ChannelWebhook', label: string, path: string, url?: string | null, note?: string | null }> };

export type MailboxFieldsFragment = { __typename?: 'Mailbox', id: string, address: string, host: string, port: number, tls: MailboxTls, username: string, auth: MailboxAuth, userId?: string | null, folder: string, afterRead: MailboxAfterRead, moveTo?: string | null, firstReadDays: number, enabled: boolean, lastUid?: number | null, lastReceivedAt?: string | null, lastError?: string | null, lastErrorAt?: string | null };

export type ChannelTemplateFieldsFragment = { __typename?: 'WhatsAppTemplate', id: string, name: string, contentSid: string, body: string, variables: Array<{ __typename?: 'TemplateVariable', key: string, label: string }> };

export type ChannelsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ChannelsOverviewQuery = { __typename?: 'Query', channelsOverview: { __typename?: 'ChannelsOverview', publicUrl?: string | null, channels: Array<{ __typename?: 'ChannelStatus', kind: ChannelKind, label: string, configured: boolean, missing: Array<string>, details: Array<string>, lastReceivedAt?: string | null, lastSentAt?: string | null, lastError?: string | null, lastErrorAt?: string | null, test?: ChannelTest | null, webhooks: Array<{ __typename?: 'ChannelWebhook', label: string, path: string, url?: string | null, note?: string | null }> }> }, mailboxes: Array<{ __typename?: 'Mailbox', id: string, address: string, host: string, port: number, tls: MailboxTls, username: string, auth: MailboxAuth, userId?: string | null, folder: string, afterRead: MailboxAfterRead, moveTo?: string | null, firstReadDays: number, enabled: boolean, lastUid?: number | null, lastReceivedAt?: string | null, lastError?: string | null, lastErrorAt?: string | null }> };

export type SendChannelTestMutationVariables = Exact<{
  input: SendChannelTestInput;
}>;


export type SendChannelTestMutation = { __typename?: 'Mutation', sendChannelTest: { __typename?: 'ChannelTestResult', channel: ChannelTest, to: string, ok: boolean, provider?: string | null, reference?: string | null, error?: string | null, sentAt: string } };

export type AddMailboxMutationVariables = Exact<{
  input: AddMailboxInput;
}>;


export type AddMailboxMutation = { __typename?: 'Mutation', addMailbox: { __typename?: 'Mailbox', id: string, address: string, host: string, port: number, tls: MailboxTls, username: string, auth: MailboxAuth, userId?: string | null, folder: string, afterRead: MailboxAfterRead, moveTo?: string | null, firstReadDays: number, enabled: boolean, lastUid?: number | null, lastReceivedAt?: string | null, lastError?: string | null, lastErrorAt?: string | null } };

export type ChannelTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ChannelTemplatesQuery = { __typename?: 'Query', whatsappTemplates: Array<{ __typename?: 'WhatsAppTemplate', id: string, name: string, contentSid: string, body: string, variables: Array<{ __typename?: 'TemplateVariable', key: string, label: string }> }> };

export type CreateChannelTemplateMutationVariables = Exact<{
  input: CreateWhatsAppTemplateInput;
}>;


export type CreateChannelTemplateMutation = { __typename?: 'Mutation', createWhatsAppTemplate: { __typename?: 'WhatsAppTemplate', id: string, name: string, contentSid: string, body: string, variables: Array<{ __typename?: 'TemplateVariable', key: string, label: string }> } };

export type UpdateChannelTemplateMutationVariables = Exact<{
  input: UpdateWhatsAppTemplateInput;
}>;


export type UpdateChannelTemplateMutation = { __typename?: 'Mutation', updateWhatsAppTemplate: { __typename?: 'WhatsAppTemplate', id: string, name: string, contentSid: string, body: string, variables: Array<{ __typename?: 'TemplateVariable', key: string, label: string }> } };

export type DeleteChannelTemplateMutationVariables = Exact<{
  input: DeleteWhatsAppTemplateInput;
}>;


export type DeleteChannelTemplateMutation = { __typename?: 'Mutation', deleteWhatsAppTemplate: boolean };

export type ClientRecordFragment = { __typename?: 'Client', id: string, firstName: string, lastName: string, email: string, phone?: string | null, jobTitle?: string | null, linkedin?: string | null, company?: string | null, language: string, notes?: string | null, companyName: string, address?: string | null, website?: string | null, companyNumber?: string | null, createdAt: string };

export type ClientListQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ClientListQuery = { __typename?: 'Query', clients: { __typename?: 'ClientConnection', totalCount: number, nodes: Array<{ __typename?: 'Client', id: string, firstName: string, lastName: string, email: string, phone?: string | null, jobTitle?: string | null, linkedin?: string | null, company?: string | null, language: string, notes?: string | null, companyName: string, address?: string | null, website?: string | null, companyNumber?: string | null, createdAt: string }> } };

export type CreateClientMutationVariables = Exact<{
  input: CreateClientInput;
}>;


export type CreateClientMutation = { __typename?: 'Mutation', createClient: { __typename?: 'Client', id: string, firstName: string, lastName: string, email: string, phone?: string | null, jobTitle?: string | null, linkedin?: string | null, company?: string | null, language: string, notes?: string | null, companyName: string, address?: string | null, website?: string | null, companyNumber?: string | null, createdAt: string } };

export type UpdateClientMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type UpdateClientMutation = { __typename?: 'Mutation', updateClient: { __typename?: 'Client', id: string, firstName: string, lastName: string, email: string, phone?: string | null, jobTitle?: string | null, linkedin?: string | null, company?: string | null, language: string, notes?: string | null, companyName: string, address?: string | null, website?: string | null, companyNumber?: string | null, createdAt: string } };

export type ClientByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClientByIdQuery = { __typename?: 'Query', client: { __typename?: 'Client', id: string, firstName: string, lastName: string, email: string, phone?: string | null, jobTitle?: string | null, linkedin?: string | null, company?: string | null, language: string, notes?: string | null, companyName: string, address?: string | null, website?: string | null, companyNumber?: string | null, createdAt: string } };

export type ClientPropertiesQueryVariables = Exact<{
  clientId: Scalars['ID']['input'];
}>;


export type ClientPropertiesQuery = { __typename?: 'Query', properties: { __typename?: 'PropertyConnection', totalCount: number, nodes: Array<{ __typename?: 'Property', id: string, name: string, address: string }> } };

export type CompanySettingsFieldsFragment = { __typename?: 'CompanySettings', name: string, emailDomains: Array<string>, signupMode: SignupMode, emailVerification: EmailVerification, signupRole: Role, defaultCountry: Country, defaultLanguage: Language, timeZone: string, slaPauseStatuses: Array<TicketStatus>, businessHoursPriorities: Array<TicketPriority>, slaTargets: Array<{ __typename?: 'SlaTarget', priority: TicketPriority, hours: number, label: string }>, businessHours: Array<{ __typename?: 'BusinessDay', weekday: number, opens: string, closes: string }> };

export type CompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySettingsQuery = { __typename?: 'Query', companySettings: { __typename?: 'CompanySettings', name: string, emailDomains: Array<string>, signupMode: SignupMode, emailVerification: EmailVerification, signupRole: Role, defaultCountry: Country, defaultLanguage: Language, timeZone: string, slaPauseStatuses: Array<TicketStatus>, businessHoursPriorities: Array<TicketPriority>, slaTargets: Array<{ __typename?: 'SlaTarget', priority: TicketPriority, hours: number, label: string }>, businessHours: Array<{ __typename?: 'BusinessDay', weekday: number, opens: string, closes: string }> } };

export type UpdateCompanySettingsMutationVariables = Exact<{
  input: UpdateCompanySettingsInput;
}>;


export type UpdateCompanySettingsMutation = { __typename?: 'Mutation', updateCompanySettings: { __typename?: 'CompanySettings', name: string, emailDomains: Array<string>, signupMode: SignupMode, emailVerification: EmailVerification, signupRole: Role, defaultCountry: Country, defaultLanguage: Language, timeZone: string, slaPauseStatuses: Array<TicketStatus>, businessHoursPriorities: Array<TicketPriority>, slaTargets: Array<{ __typename?: 'SlaTarget', priority: TicketPriority, hours: number, label: string }>, businessHours: Array<{ __typename?: 'BusinessDay', weekday: number, opens: string, closes: string }> } };

export type CompanyDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyDefaultsQuery = { __typename?: 'Query', companyDefaults: { __typename?: 'CompanyDefaults', name: string, defaultCountry: Country, defaultLanguage: Language, timeZone: string, slaTargets: Array<{ __typename?: 'SlaTarget', priority: TicketPriority, hours: number, label: string }> } };

export type PublicHolidayFieldsFragment = { __typename?: 'PublicHoliday', day: string, name: string };

export type PublicHolidaysQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicHolidaysQuery = { __typename?: 'Query', publicHolidays: Array<{ __typename?: 'PublicHoliday', day: string, name: string }> };

export type AddPublicHolidayMutationVariables = Exact<{
  input: PublicHolidayInput;
}>;


export type AddPublicHolidayMutation = { __typename?: 'Mutation', addPublicHoliday: { __typename?: 'PublicHoliday', day: string, name: string } };

export type RemovePublicHolidayMutationVariables = Exact<{
  day: Scalars['String']['input'];
}>;


export type RemovePublicHolidayMutation = { __typename?: 'Mutation', removePublicHoliday: boolean };

export type ContactRecordFragment = { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string, notes?: string | null, createdAt: string };

export type ContactListQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ContactListQuery = { __typename?: 'Query', contacts: { __typename?: 'ContactConnection', totalCount: number, nodes: Array<{ __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string, notes?: string | null, createdAt: string }> } };

export type CreateContactMutationVariables = Exact<{
  input: CreateContactInput;
}>;


export type CreateContactMutation = { __typename?: 'Mutation', createContact: { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string, notes?: string | null, createdAt: string } };

export type UpdateContactMutationVariables = Exact<{
  input: UpdateContactInput;
}>;


export type UpdateContactMutation = { __typename?: 'Mutation', updateContact: { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string, notes?: string | null, createdAt: string } };

export type ContactByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ContactByIdQuery = { __typename?: 'Query', contact: { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string, notes?: string | null, createdAt: string } };

export type ConversationMessagesSubscriptionVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type ConversationMessagesSubscription = { __typename?: 'Subscription', conversationMessages: { __typename?: 'ConversationEvent', conversationId: string, messageId?: string | null, kind: ConversationEventKind } };

export type ConversationsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ConversationsChangedSubscription = { __typename?: 'Subscription', conversationsChanged: { __typename?: 'ConversationEvent', conversationId: string, messageId?: string | null, kind: ConversationEventKind } };

export type TriageQueueChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TriageQueueChangedSubscription = { __typename?: 'Subscription', triageQueueChanged: { __typename?: 'TriageEvent', messageId: string, kind: TriageEventKind } };

export type ConversationCardFieldsFragment = { __typename?: 'Conversation', id: string, channel: Channel, subject?: string | null, contactId?: string | null, ticketId?: string | null, lastMessageAt?: string | null, messageCount: number, createdAt: string, state: ConversationState, unread: boolean, assigneeId?: string | null, contact?: { __typename?: 'ConversationContact', id: string, name: string, email: string, phone?: string | null } | null, ticket?: { __typename?: 'ConversationTicket', id: string, number: number, title: string, status: string } | null, assignee?: { __typename?: 'ConversationAssignee', id: string, name: string } | null };

export type ConversationMessageFieldsFragment = { __typename?: 'ConversationMessage', id: string, conversationId: string, direction: MessageDirection, channel: Channel, subject?: string | null, body: string, status: MessageStatus, error?: string | null, filteredReason?: string | null, rawMailUrl?: string | null, createdAt: string, attachments: Array<{ __typename?: 'MessageAttachment', id: string, fileName: string, mimeType: string, fileSize: number, url: string }> };

export type ConversationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  channel?: InputMaybe<Channel>;
  state?: InputMaybe<ConversationState>;
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
  unread?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ConversationsQuery = { __typename?: 'Query', conversations: { __typename?: 'ConversationConnection', totalCount: number, activeCount: number, nodes: Array<{ __typename?: 'Conversation', id: string, channel: Channel, subject?: string | null, contactId?: string | null, ticketId?: string | null, lastMessageAt?: string | null, messageCount: number, createdAt: string, state: ConversationState, unread: boolean, assigneeId?: string | null, contact?: { __typename?: 'ConversationContact', id: string, name: string, email: string, phone?: string | null } | null, ticket?: { __typename?: 'ConversationTicket', id: string, number: number, title: string, status: string } | null, assignee?: { __typename?: 'ConversationAssignee', id: string, name: string } | null }> } };

export type ConversationCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConversationCountsQuery = { __typename?: 'Query', conversations: { __typename?: 'ConversationConnection', totalCount: number, activeCount: number } };

export type UpdateConversationMutationVariables = Exact<{
  input: UpdateConversationInput;
}>;


export type UpdateConversationMutation = { __typename?: 'Mutation', updateConversation: { __typename?: 'Conversation', id: string, channel: Channel, subject?: string | null, contactId?: string | null, ticketId?: string | null, lastMessageAt?: string | null, messageCount: number, createdAt: string, state: ConversationState, unread: boolean, assigneeId?: string | null, contact?: { __typename?: 'ConversationContact', id: string, name: string, email: string, phone?: string | null } | null, ticket?: { __typename?: 'ConversationTicket', id: string, number: number, title: string, status: string } | null, assignee?: { __typename?: 'ConversationAssignee', id: string, name: string } | null } };

export type MarkConversationReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MarkConversationReadMutation = { __typename?: 'Mutation', markConversationRead: { __typename?: 'Conversation', id: string, unread: boolean } };

export type ConversationThreadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConversationThreadQuery = { __typename?: 'Query', conversation: { __typename?: 'ConversationThread', conversation: { __typename?: 'Conversation', id: string, channel: Channel, subject?: string | null, contactId?: string | null, ticketId?: string | null, lastMessageAt?: string | null, messageCount: number, createdAt: string, state: ConversationState, unread: boolean, assigneeId?: string | null, whatsappWindow?: { __typename?: 'WhatsAppWindow', open: boolean, closesAt?: string | null } | null, contact?: { __typename?: 'ConversationContact', id: string, name: string, email: string, phone?: string | null } | null, ticket?: { __typename?: 'ConversationTicket', id: string, number: number, title: string, status: string } | null, assignee?: { __typename?: 'ConversationAssignee', id: string, name: string } | null }, messages: Array<{ __typename?: 'ConversationMessage', id: string, conversationId: string, direction: MessageDirection, channel: Channel, subject?: string | null, body: string, status: MessageStatus, error?: string | null, filteredReason?: string | null, rawMailUrl?: string | null, createdAt: string, urgent: boolean, attachments: Array<{ __typename?: 'MessageAttachment', id: string, fileName: string, mimeType: string, fileSize: number, url: string }>, urgentAlert?: { __typename?: 'UrgentIncident', messageId: string, reason: string, raisedAt: string, acknowledgedAt?: string | null, acknowledgedByName?: string | null, nextAlertAt?: string | null, alerts: Array<{ __typename?: 'UrgentAlert', userId: string, userName: string, round: number, channel: AlertChannel, outcome: AlertOutcome, detail?: string | null, createdAt: string }> } | null }> } };

export type TicketConversationsQueryVariables = Exact<{
  ticketId: Scalars['ID']['input'];
}>;


export type TicketConversationsQuery = { __typename?: 'Query', ticketConversations: Array<{ __typename?: 'Conversation', id: string, channel: Channel, subject?: string | null, contactId?: string | null, ticketId?: string | null, lastMessageAt?: string | null, messageCount: number, createdAt: string, state: ConversationState, unread: boolean, assigneeId?: string | null, contact?: { __typename?: 'ConversationContact', id: string, name: string, email: string, phone?: string | null } | null, ticket?: { __typename?: 'ConversationTicket', id: string, number: number, title: string, status: string } | null, assignee?: { __typename?: 'ConversationAssignee', id: string, name: string } | null }> };

export type ComposeEmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ComposeEmailSettingsQuery = { __typename?: 'Query', emailSettings: { __typename?: 'EmailSettings', emailEnabled: boolean, emailSignature?: string | null, senderEmail?: string | null } };

export type SendReplyMutationVariables = Exact<{
  input: SendReplyInput;
}>;


export type SendReplyMutation = { __typename?: 'Mutation', sendReply: { __typename?: 'ConversationMessage', id: string, conversationId: string, direction: MessageDirection, channel: Channel, subject?: string | null, body: string, status: MessageStatus, error?: string | null, filteredReason?: string | null, rawMailUrl?: string | null, createdAt: string, attachments: Array<{ __typename?: 'MessageAttachment', id: string, fileName: string, mimeType: string, fileSize: number, url: string }> } };

export type SendConversationEmailMutationVariables = Exact<{
  input: SendConversationEmailInput;
}>;


export type SendConversationEmailMutation = { __typename?: 'Mutation', sendConversationEmail: { __typename?: 'ConversationMessage', id: string, conversationId: string, direction: MessageDirection, channel: Channel, subject?: string | null, body: string, status: MessageStatus, error?: string | null, filteredReason?: string | null, rawMailUrl?: string | null, createdAt: string, attachments: Array<{ __typename?: 'MessageAttachment', id: string, fileName: string, mimeType: string, fileSize: number, url: string }> } };

export type SendTicketEmailMutationVariables = Exact<{
  input: SendTicketEmailInput;
}>;


export type SendTicketEmailMutation = { __typename?: 'Mutation', sendTicketEmail: { __typename?: 'ConversationMessage', id: string, conversationId: string, direction: MessageDirection, channel: Channel, subject?: string | null, body: string, status: MessageStatus, error?: string | null, filteredReason?: string | null, rawMailUrl?: string | null, createdAt: string, attachments: Array<{ __typename?: 'MessageAttachment', id: string, fileName: string, mimeType: string, fileSize: number, url: string }> } };

export type RetryMessageMutationVariables = Exact<{
  input: RetryMessageInput;
}>;


export type RetryMessageMutation = { __typename?: 'Mutation', retryMessage: { __typename?: 'ConversationMessage', id: string, conversationId: string, direction: MessageDirection, channel: Channel, subject?: string | null, body: string, status: MessageStatus, error?: string | null, filteredReason?: string | null, rawMailUrl?: string | null, createdAt: string, attachments: Array<{ __typename?: 'MessageAttachment', id: string, fileName: string, mimeType: string, fileSize: number, url: string }> } };

export type SendingChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type SendingChannelsQuery = { __typename?: 'Query', sendingChannels: Array<{ __typename?: 'ChannelSendState', channel: Channel, canSend: boolean, reason?: string | null }> };

export type WhatsAppTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsAppTemplatesQuery = { __typename?: 'Query', whatsappTemplates: Array<{ __typename?: 'WhatsAppTemplate', id: string, name: string, contentSid: string, body: string, variables: Array<{ __typename?: 'TemplateVariable', key: string, label: string }> }> };

export type SendWhatsAppTemplateMutationVariables = Exact<{
  input: SendTemplateInput;
}>;


export type SendWhatsAppTemplateMutation = { __typename?: 'Mutation', sendWhatsAppTemplate: { __typename?: 'ConversationMessage', id: string, conversationId: string, direction: MessageDirection, channel: Channel, subject?: string | null, body: string, status: MessageStatus, error?: string | null, filteredReason?: string | null, rawMailUrl?: string | null, createdAt: string, attachments: Array<{ __typename?: 'MessageAttachment', id: string, fileName: string, mimeType: string, fileSize: number, url: string }> } };

export type TriageQueueItemFieldsFragment = { __typename?: 'TriageQueueItem', id: string, messageId: string, conversationId: string, subject?: string | null, channel: Channel, contactName?: string | null, contactId?: string | null, createdAt: string, body: string, suggestedRouting: { __typename?: 'TriageSuggestion', reason: string, confidence?: TriageConfidence | null, ticketId?: string | null, ticketNumber?: number | null, ticketTitle?: string | null, urgent: boolean } };

export type TriageQueueQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TriageQueueQuery = { __typename?: 'Query', triageQueue: { __typename?: 'TriageQueueConnection', totalCount: number, totalCountCapped: boolean, nodes: Array<{ __typename?: 'TriageQueueItem', id: string, messageId: string, conversationId: string, subject?: string | null, channel: Channel, contactName?: string | null, contactId?: string | null, createdAt: string, body: string, suggestedRouting: { __typename?: 'TriageSuggestion', reason: string, confidence?: TriageConfidence | null, ticketId?: string | null, ticketNumber?: number | null, ticketTitle?: string | null, urgent: boolean } }> } };

export type TriageMessageMutationVariables = Exact<{
  input: TriageActionInput;
}>;


export type TriageMessageMutation = { __typename?: 'Mutation', triageMessage: { __typename?: 'TriageResult', messageId: string, action: TriageAction, conversationId: string, ticketId: string, ticketNumber: number, ticketTitle: string, ticketCreated: boolean, linkedMessageIds: Array<string> } };

export type TriageTicketDraftQueryVariables = Exact<{
  messageId: Scalars['ID']['input'];
}>;


export type TriageTicketDraftQuery = { __typename?: 'Query', triageTicketDraft: { __typename?: 'TriageTicketDraft', messageId: string, title: string, description: string, priority: TicketPriority, category: Category, clientId?: string | null, clientName?: string | null, requesterId?: string | null, requesterName?: string | null, requesterEmail?: string | null, propertyId?: string | null } };

export type TriageTicketChoicesQueryVariables = Exact<{
  messageId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type TriageTicketChoicesQuery = { __typename?: 'Query', triageTicketChoices: { __typename?: 'TriageTicketChoices', totalCount: number, nodes: Array<{ __typename?: 'TriageTicketChoice', id: string, number: number, title: string, status: TicketStatus, sendersOpen: boolean }> } };

export type DismissTriageMessageMutationVariables = Exact<{
  input: TriageDismissInput;
}>;


export type DismissTriageMessageMutation = { __typename?: 'Mutation', dismissTriageMessage: { __typename?: 'TriageDismissResult', messageId: string, reason: TriageDismissReason, blockedAddress?: string | null, dismissedMessageIds: Array<string> } };

export type BlockedSendersQueryVariables = Exact<{ [key: string]: never; }>;


export type BlockedSendersQuery = { __typename?: 'Query', blockedSenders: Array<{ __typename?: 'BlockedSenderType', id: string, address: string, channel: Channel, note?: string | null, createdByName?: string | null, createdAt: string }> };

export type UnblockSenderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnblockSenderMutation = { __typename?: 'Mutation', unblockSender: boolean };

export type PeriodMetricsFieldsFragment = { __typename?: 'PeriodMetrics', startDate: string, endDate: string, newTickets: number, resolvedTickets: number, resolvedOnTime: number, resolvedLate: number, slaComplianceRate?: number | null, avgResponseTime?: number | null, avgResolutionTime?: number | null };

export type DashboardMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMetricsQuery = { __typename?: 'Query', dashboardMetrics: { __typename?: 'DashboardMetrics', activeTickets: number, newThisMonth: number, resolvedThisMonth: number, overdueSLA: number, slaComplianceRate?: number | null, avgResponseTime?: number | null, avgResolutionTime?: number | null, newToday: number, resolvedToday: number, hasTasks: boolean, priorities: { __typename?: 'PriorityCounts', emergency: number, urgent: number, important: number }, selfHelp: { __typename?: 'SelfHelpFigures', resolvedThisMonth: number, escalatedThisMonth: number, startedThisMonth: number, resolvedYearToDate: number, escalatedYearToDate: number, startedYearToDate: number } }, recentTasks: Array<{ __typename?: 'RecentTask', id: string, title: string, description?: string | null, status: TaskStatus, priority: TaskPriority, dueDate?: string | null, ticketId?: string | null, ticketNumber?: number | null }> };

export type HistoricalMetricsQueryVariables = Exact<{
  input: HistoricalMetricsInput;
}>;


export type HistoricalMetricsQuery = { __typename?: 'Query', historicalMetrics: { __typename?: 'HistoricalMetrics', period: HistoricalPeriod, current: { __typename?: 'PeriodMetrics', startDate: string, endDate: string, newTickets: number, resolvedTickets: number, resolvedOnTime: number, resolvedLate: number, slaComplianceRate?: number | null, avgResponseTime?: number | null, avgResolutionTime?: number | null }, previous?: { __typename?: 'PeriodMetrics', startDate: string, endDate: string, newTickets: number, resolvedTickets: number, resolvedOnTime: number, resolvedLate: number, slaComplianceRate?: number | null, avgResponseTime?: number | null, avgResolutionTime?: number | null } | null, monthlyBreakdown: Array<{ __typename?: 'MonthlyMetrics', month: string, startDate: string, endDate: string, newTickets: number, resolvedTickets: number, resolvedOnTime: number, resolvedLate: number, slaComplianceRate?: number | null, avgResponseTime?: number | null, avgResolutionTime?: number | null }> } };

export type EmailSettingsFieldsFragment = { __typename?: 'EmailSettings', senderEmail?: string | null, emailSignature?: string | null, emailEnabled: boolean, connectedEmailProvider?: EmailProvider | null, connectedEmail?: string | null, connectionStatus: EmailConnectionStatus, connectionError?: string | null, availableProviders: Array<EmailProvider>, companyMailServer: boolean, sendingProblem?: string | null };

export type EmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailSettingsQuery = { __typename?: 'Query', emailSettings: { __typename?: 'EmailSettings', senderEmail?: string | null, emailSignature?: string | null, emailEnabled: boolean, connectedEmailProvider?: EmailProvider | null, connectedEmail?: string | null, connectionStatus: EmailConnectionStatus, connectionError?: string | null, availableProviders: Array<EmailProvider>, companyMailServer: boolean, sendingProblem?: string | null } };

export type UpdateEmailSettingsMutationVariables = Exact<{
  input: UpdateEmailSettingsInput;
}>;


export type UpdateEmailSettingsMutation = { __typename?: 'Mutation', updateEmailSettings: { __typename?: 'EmailSettings', senderEmail?: string | null, emailSignature?: string | null, emailEnabled: boolean, connectedEmailProvider?: EmailProvider | null, connectedEmail?: string | null, connectionStatus: EmailConnectionStatus, connectionError?: string | null, availableProviders: Array<EmailProvider>, companyMailServer: boolean, sendingProblem?: string | null } };

export type StartEmailConnectMutationVariables = Exact<{
  input: StartEmailConnectInput;
}>;


export type StartEmailConnectMutation = { __typename?: 'Mutation', startEmailConnect: { __typename?: 'EmailConnectStart', authUrl: string } };

export type DisconnectEmailProviderMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectEmailProviderMutation = { __typename?: 'Mutation', disconnectEmailProvider: { __typename?: 'EmailSettings', senderEmail?: string | null, emailSignature?: string | null, emailEnabled: boolean, connectedEmailProvider?: EmailProvider | null, connectedEmail?: string | null, connectionStatus: EmailConnectionStatus, connectionError?: string | null, availableProviders: Array<EmailProvider>, companyMailServer: boolean, sendingProblem?: string | null } };

export type AdminArticleFieldsFragment = { __typename?: 'KnowledgeArticle', id: string, title: string, description?: string | null, summary?: string | null, fullContent?: string | null, heroImageUrl?: string | null, country: Country, category: Category, responsibility: Responsibility, isActive: boolean, tags: Array<string>, estimatedDuration?: number | null, difficulty?: ArticleDifficulty | null, legalNotes?: string | null, updatedAt: string };

export type AdminKnowledgeArticlesQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type AdminKnowledgeArticlesQuery = { __typename?: 'Query', knowledgeArticles: { __typename?: 'KnowledgeArticleConnection', totalCount: number, nodes: Array<{ __typename?: 'KnowledgeArticle', id: string, title: string, description?: string | null, summary?: string | null, fullContent?: string | null, heroImageUrl?: string | null, country: Country, category: Category, responsibility: Responsibility, isActive: boolean, tags: Array<string>, estimatedDuration?: number | null, difficulty?: ArticleDifficulty | null, legalNotes?: string | null, updatedAt: string }> } };

export type AdminCreateKnowledgeArticleMutationVariables = Exact<{
  input: CreateKnowledgeArticleInput;
}>;


export type AdminCreateKnowledgeArticleMutation = { __typename?: 'Mutation', createKnowledgeArticle: { __typename?: 'KnowledgeArticle', id: string, title: string, description?: string | null, summary?: string | null, fullContent?: string | null, heroImageUrl?: string | null, country: Country, category: Category, responsibility: Responsibility, isActive: boolean, tags: Array<string>, estimatedDuration?: number | null, difficulty?: ArticleDifficulty | null, legalNotes?: string | null, updatedAt: string } };

export type AdminUpdateKnowledgeArticleMutationVariables = Exact<{
  input: UpdateKnowledgeArticleInput;
}>;


export type AdminUpdateKnowledgeArticleMutation = { __typename?: 'Mutation', updateKnowledgeArticle: { __typename?: 'KnowledgeArticle', id: string, title: string, description?: string | null, summary?: string | null, fullContent?: string | null, heroImageUrl?: string | null, country: Country, category: Category, responsibility: Responsibility, isActive: boolean, tags: Array<string>, estimatedDuration?: number | null, difficulty?: ArticleDifficulty | null, legalNotes?: string | null, updatedAt: string } };

export type AdminMatrixEntryFieldsFragment = { __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null, isActive: boolean };

export type AdminResponsibilityMatrixQueryVariables = Exact<{
  filter?: InputMaybe<ResponsibilityMatrixFilter>;
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type AdminResponsibilityMatrixQuery = { __typename?: 'Query', responsibilityMatrix: { __typename?: 'ResponsibilityMatrixConnection', totalCount: number, nodes: Array<{ __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null, isActive: boolean }> } };

export type AdminCreateMatrixEntryMutationVariables = Exact<{
  input: CreateResponsibilityMatrixEntryInput;
}>;


export type AdminCreateMatrixEntryMutation = { __typename?: 'Mutation', createResponsibilityMatrixEntry: { __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null, isActive: boolean } };

export type AdminUpdateMatrixEntryMutationVariables = Exact<{
  input: UpdateResponsibilityMatrixEntryInput;
}>;


export type AdminUpdateMatrixEntryMutation = { __typename?: 'Mutation', updateResponsibilityMatrixEntry: { __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null, isActive: boolean } };

export type AdminDeactivateMatrixEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeactivateMatrixEntryMutation = { __typename?: 'Mutation', deactivateResponsibilityMatrixEntry: { __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null, isActive: boolean } };

export type WorkflowOptionFieldsFragment = { __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null };

export type WorkflowStepFieldsFragment = { __typename?: 'KnowledgeStep', id: string, articleId: string, stepNumber: number, type: StepType, title: string, content: string, safetyNote?: string | null, tips?: string | null, timeEstimate?: number | null, options: Array<{ __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null }> };

export type WorkflowStepsQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type WorkflowStepsQuery = { __typename?: 'Query', knowledgeSteps: Array<{ __typename?: 'KnowledgeStep', id: string, articleId: string, stepNumber: number, type: StepType, title: string, content: string, safetyNote?: string | null, tips?: string | null, timeEstimate?: number | null, options: Array<{ __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null }> }> };

export type CreateWorkflowStepMutationVariables = Exact<{
  input: CreateKnowledgeStepInput;
}>;


export type CreateWorkflowStepMutation = { __typename?: 'Mutation', createKnowledgeStep: { __typename?: 'KnowledgeStep', id: string, articleId: string, stepNumber: number, type: StepType, title: string, content: string, safetyNote?: string | null, tips?: string | null, timeEstimate?: number | null, options: Array<{ __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null }> } };

export type UpdateWorkflowStepMutationVariables = Exact<{
  input: UpdateKnowledgeStepInput;
}>;


export type UpdateWorkflowStepMutation = { __typename?: 'Mutation', updateKnowledgeStep: { __typename?: 'KnowledgeStep', id: string, articleId: string, stepNumber: number, type: StepType, title: string, content: string, safetyNote?: string | null, tips?: string | null, timeEstimate?: number | null, options: Array<{ __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null }> } };

export type DeleteWorkflowStepMutationVariables = Exact<{
  input: DeleteKnowledgeStepInput;
}>;


export type DeleteWorkflowStepMutation = { __typename?: 'Mutation', deleteKnowledgeStep: string };

export type ReorderWorkflowStepsMutationVariables = Exact<{
  input: ReorderKnowledgeStepsInput;
}>;


export type ReorderWorkflowStepsMutation = { __typename?: 'Mutation', reorderKnowledgeSteps: Array<{ __typename?: 'KnowledgeStep', id: string, articleId: string, stepNumber: number, type: StepType, title: string, content: string, safetyNote?: string | null, tips?: string | null, timeEstimate?: number | null, options: Array<{ __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null }> }> };

export type CreateWorkflowOptionMutationVariables = Exact<{
  input: CreateStepOptionInput;
}>;


export type CreateWorkflowOptionMutation = { __typename?: 'Mutation', createStepOption: { __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null } };

export type UpdateWorkflowOptionMutationVariables = Exact<{
  input: UpdateStepOptionInput;
}>;


export type UpdateWorkflowOptionMutation = { __typename?: 'Mutation', updateStepOption: { __typename?: 'StepOption', id: string, stepId: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean, escalationNote?: string | null } };

export type DeleteWorkflowOptionMutationVariables = Exact<{
  input: DeleteStepOptionInput;
}>;


export type DeleteWorkflowOptionMutation = { __typename?: 'Mutation', deleteStepOption: string };

export type NotificationFieldsFragment = { __typename?: 'Notification', id: string, type: NotificationType, title: string, body: string, taskId?: string | null, ticketId?: string | null, readAt?: string | null, createdAt: string };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type NotificationsQueryVariables = Exact<{
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationConnection', totalCount: number, nodes: Array<{ __typename?: 'Notification', id: string, type: NotificationType, title: string, body: string, taskId?: string | null, ticketId?: string | null, readAt?: string | null, createdAt: string }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type MarkNotificationReadMutation = { __typename?: 'Mutation', markNotificationRead: { __typename?: 'Notification', id: string, type: NotificationType, title: string, body: string, taskId?: string | null, ticketId?: string | null, readAt?: string | null, createdAt: string } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: number };

export type UnreadNotificationCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountChangedSubscription = { __typename?: 'Subscription', unreadNotificationCountChanged: number };

export type NotificationPreferencesFieldsFragment = { __typename?: 'NotificationPreferencesView', mobilePhone?: string | null, quietHoursStart?: string | null, quietHoursEnd?: string | null, timeZone: string, digest: boolean, urgentAlertSound: boolean, events: Array<{ __typename?: 'NotificationEventChannels', event: NotificationEvent, inApp: boolean, email: boolean, sms: boolean }> };

export type MyNotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNotificationPreferencesQuery = { __typename?: 'Query', myNotificationPreferences: { __typename?: 'NotificationPreferencesView', mobilePhone?: string | null, quietHoursStart?: string | null, quietHoursEnd?: string | null, timeZone: string, digest: boolean, urgentAlertSound: boolean, events: Array<{ __typename?: 'NotificationEventChannels', event: NotificationEvent, inApp: boolean, email: boolean, sms: boolean }> } };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: UpdateNotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { __typename?: 'Mutation', updateNotificationPreferences: { __typename?: 'NotificationPreferencesView', mobilePhone?: string | null, quietHoursStart?: string | null, quietHoursEnd?: string | null, timeZone: string, digest: boolean, urgentAlertSound: boolean, events: Array<{ __typename?: 'NotificationEventChannels', event: NotificationEvent, inApp: boolean, email: boolean, sms: boolean }> } };

export type OnCallShiftFieldsFragment = { __typename?: 'OnCallShift', id: string, userId: string, userName: string, weekday: number, startsAt: string, endsAt: string, position: number };

export type OnCallShiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type OnCallShiftsQuery = { __typename?: 'Query', onCallShifts: Array<{ __typename?: 'OnCallShift', id: string, userId: string, userName: string, weekday: number, startsAt: string, endsAt: string, position: number }> };

export type AddOnCallShiftMutationVariables = Exact<{
  input: OnCallShiftInput;
}>;


export type AddOnCallShiftMutation = { __typename?: 'Mutation', addOnCallShift: { __typename?: 'OnCallShift', id: string, userId: string, userName: string, weekday: number, startsAt: string, endsAt: string, position: number } };

export type RemoveOnCallShiftMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveOnCallShiftMutation = { __typename?: 'Mutation', removeOnCallShift: boolean };

export type OpenUrgentAlertFieldsFragment = { __typename?: 'OpenUrgentAlert', messageId: string, conversationId: string, ticketId?: string | null, channel: Channel, from: string, reason: string, excerpt: string, raisedAt: string };

export type MyUrgentAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyUrgentAlertsQuery = { __typename?: 'Query', myUrgentAlerts: Array<{ __typename?: 'OpenUrgentAlert', messageId: string, conversationId: string, ticketId?: string | null, channel: Channel, from: string, reason: string, excerpt: string, raisedAt: string }> };

export type MyUrgentAlertsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyUrgentAlertsChangedSubscription = { __typename?: 'Subscription', myUrgentAlertsChanged: Array<{ __typename?: 'OpenUrgentAlert', messageId: string, conversationId: string, ticketId?: string | null, channel: Channel, from: string, reason: string, excerpt: string, raisedAt: string }> };

export type UrgentIncidentFieldsFragment = { __typename?: 'UrgentIncident', messageId: string, reason: string, raisedAt: string, acknowledgedAt?: string | null, acknowledgedByName?: string | null, nextAlertAt?: string | null, alerts: Array<{ __typename?: 'UrgentAlert', userId: string, userName: string, round: number, channel: AlertChannel, outcome: AlertOutcome, detail?: string | null, createdAt: string }> };

export type UrgentMessageFieldsFragment = { __typename?: 'ConversationMessage', id: string, urgent: boolean, urgentAlert?: { __typename?: 'UrgentIncident', messageId: string, reason: string, raisedAt: string, acknowledgedAt?: string | null, acknowledgedByName?: string | null, nextAlertAt?: string | null, alerts: Array<{ __typename?: 'UrgentAlert', userId: string, userName: string, round: number, channel: AlertChannel, outcome: AlertOutcome, detail?: string | null, createdAt: string }> } | null };

export type AcknowledgeUrgentMessageMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
}>;


export type AcknowledgeUrgentMessageMutation = { __typename?: 'Mutation', acknowledgeUrgentMessage: { __typename?: 'UrgentIncident', messageId: string, reason: string, raisedAt: string, acknowledgedAt?: string | null, acknowledgedByName?: string | null, nextAlertAt?: string | null, alerts: Array<{ __typename?: 'UrgentAlert', userId: string, userName: string, round: number, channel: AlertChannel, outcome: AlertOutcome, detail?: string | null, createdAt: string }> } };

export type OnCallPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type OnCallPeopleQuery = { __typename?: 'Query', users: { __typename?: 'UserConnection', nodes: Array<{ __typename?: 'User', id: string, name: string, role: Role }> } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role } };

export type RemoveAvatarMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveAvatarMutation = { __typename?: 'Mutation', removeAvatar: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, name: string, initials: string, profileImageUrl?: string | null, timeZone?: string | null, connectedEmailProvider?: string | null, role: Role } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type PropertyRecordFragment = { __typename?: 'Property', id: string, name: string, address: string, country: Country, clientId?: string | null, contactId?: string | null, createdAt: string, client?: { __typename?: 'Client', id: string, companyName: string, email: string } | null, contact?: { __typename?: 'Contact', id: string, name: string, email: string } | null };

export type PropertyListQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PropertyListQuery = { __typename?: 'Query', properties: { __typename?: 'PropertyConnection', totalCount: number, nodes: Array<{ __typename?: 'Property', id: string, name: string, address: string, country: Country, clientId?: string | null, contactId?: string | null, createdAt: string, client?: { __typename?: 'Client', id: string, companyName: string, email: string } | null, contact?: { __typename?: 'Contact', id: string, name: string, email: string } | null }> } };

export type PropertyClientOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PropertyClientOptionsQuery = { __typename?: 'Query', clients: { __typename?: 'ClientConnection', totalCount: number, nodes: Array<{ __typename?: 'Client', id: string, companyName: string }> } };

export type PropertyContactOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PropertyContactOptionsQuery = { __typename?: 'Query', contacts: { __typename?: 'ContactConnection', totalCount: number, nodes: Array<{ __typename?: 'Contact', id: string, name: string, email: string }> } };

export type CreatePropertyMutationVariables = Exact<{
  input: CreatePropertyInput;
}>;


export type CreatePropertyMutation = { __typename?: 'Mutation', createProperty: { __typename?: 'Property', id: string, name: string, address: string, country: Country, clientId?: string | null, contactId?: string | null, createdAt: string, client?: { __typename?: 'Client', id: string, companyName: string, email: string } | null, contact?: { __typename?: 'Contact', id: string, name: string, email: string } | null } };

export type UpdatePropertyMutationVariables = Exact<{
  input: UpdatePropertyInput;
}>;


export type UpdatePropertyMutation = { __typename?: 'Mutation', updateProperty: { __typename?: 'Property', id: string, name: string, address: string, country: Country, clientId?: string | null, contactId?: string | null, createdAt: string, client?: { __typename?: 'Client', id: string, companyName: string, email: string } | null, contact?: { __typename?: 'Contact', id: string, name: string, email: string } | null } };

export type PropertyByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PropertyByIdQuery = { __typename?: 'Query', property: { __typename?: 'Property', id: string, name: string, address: string, country: Country, clientId?: string | null, contactId?: string | null, createdAt: string, client?: { __typename?: 'Client', id: string, companyName: string, email: string } | null, contact?: { __typename?: 'Contact', id: string, name: string, email: string } | null } };

export type GlobalSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type GlobalSearchQuery = { __typename?: 'Query', globalSearch: { __typename?: 'GlobalSearchResults', tickets: { __typename?: 'TicketConnection', totalCount: number, totalCountCapped: boolean, nodes: Array<{ __typename?: 'Ticket', id: string, number: number, title: string }> }, contacts: { __typename?: 'ContactConnection', totalCount: number, nodes: Array<{ __typename?: 'Contact', id: string, name: string, email: string }> }, clients: { __typename?: 'ClientConnection', totalCount: number, nodes: Array<{ __typename?: 'Client', id: string, companyName: string }> }, properties: { __typename?: 'PropertyConnection', totalCount: number, nodes: Array<{ __typename?: 'Property', id: string, name: string, address: string }> }, articles: { __typename?: 'KnowledgeArticleConnection', totalCount: number, totalCountCapped: boolean, nodes: Array<{ __typename?: 'KnowledgeArticle', id: string, title: string, country: Country }> } } };

export type SystemStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemStatusQuery = { __typename?: 'Query', systemStatus: { __typename?: 'SystemStatus', databaseReachable: boolean, checkedAt: string } };

export type SystemStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SystemStatusChangedSubscription = { __typename?: 'Subscription', systemStatus: { __typename?: 'SystemStatus', databaseReachable: boolean, checkedAt: string } };

export type TaskFieldsFragment = { __typename?: 'Task', id: string, ticketId?: string | null, title: string, description?: string | null, status: TaskStatus, priority: TaskPriority, assigneeId?: string | null, createdById?: string | null, dueDate?: string | null, completedAt?: string | null, remindBeforeMinutes?: number | null, overdueRepeatMinutes: number, nextReminderAt?: string | null, snoozedUntil?: string | null, createdAt: string, updatedAt: string, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null };

export type TicketTasksQueryVariables = Exact<{
  ticketId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TicketTasksQuery = { __typename?: 'Query', tasks: { __typename?: 'TaskConnection', totalCount: number, nodes: Array<{ __typename?: 'Task', id: string, ticketId?: string | null, title: string, description?: string | null, status: TaskStatus, priority: TaskPriority, assigneeId?: string | null, createdById?: string | null, dueDate?: string | null, completedAt?: string | null, remindBeforeMinutes?: number | null, overdueRepeatMinutes: number, nextReminderAt?: string | null, snoozedUntil?: string | null, createdAt: string, updatedAt: string, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null }> } };

export type CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type CreateTaskMutation = { __typename?: 'Mutation', createTask: { __typename?: 'Task', id: string, ticketId?: string | null, title: string, description?: string | null, status: TaskStatus, priority: TaskPriority, assigneeId?: string | null, createdById?: string | null, dueDate?: string | null, completedAt?: string | null, remindBeforeMinutes?: number | null, overdueRepeatMinutes: number, nextReminderAt?: string | null, snoozedUntil?: string | null, createdAt: string, updatedAt: string, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type UpdateTaskMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type UpdateTaskMutation = { __typename?: 'Mutation', updateTask: { __typename?: 'Task', id: string, ticketId?: string | null, title: string, description?: string | null, status: TaskStatus, priority: TaskPriority, assigneeId?: string | null, createdById?: string | null, dueDate?: string | null, completedAt?: string | null, remindBeforeMinutes?: number | null, overdueRepeatMinutes: number, nextReminderAt?: string | null, snoozedUntil?: string | null, createdAt: string, updatedAt: string, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type TaskAssigneesQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskAssigneesQuery = { __typename?: 'Query', users: { __typename?: 'UserConnection', nodes: Array<{ __typename?: 'User', id: string, name: string }> } };

export type TeamMemberFieldsFragment = { __typename?: 'TeamMember', id: string, name: string, email: string, role: Role, active: boolean, lastSignInAt?: string | null, openTickets: number, openTasks: number };

export type TeamMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamMembersQuery = { __typename?: 'Query', teamMembers: Array<{ __typename?: 'TeamMember', id: string, name: string, email: string, role: Role, active: boolean, lastSignInAt?: string | null, openTickets: number, openTasks: number }> };

export type ChangeUserRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: Role;
}>;


export type ChangeUserRoleMutation = { __typename?: 'Mutation', changeUserRole: { __typename?: 'TeamMember', id: string, name: string, email: string, role: Role, active: boolean, lastSignInAt?: string | null, openTickets: number, openTasks: number } };

export type SetUserActiveMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
}>;


export type SetUserActiveMutation = { __typename?: 'Mutation', setUserActive: { __typename?: 'TeamMember', id: string, name: string, email: string, role: Role, active: boolean, lastSignInAt?: string | null, openTickets: number, openTasks: number } };

export type ReassignOpenWorkMutationVariables = Exact<{
  fromUserId: Scalars['ID']['input'];
  toUserId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ReassignOpenWorkMutation = { __typename?: 'Mutation', reassignOpenWork: { __typename?: 'ReassignedWork', tickets: number, tasks: number } };

export type PendingInvitationFieldsFragment = { __typename?: 'PendingInvitation', id: string, email: string, role: Role, invitedBy?: string | null, createdAt: string, expiresAt: string, expired: boolean };

export type PendingInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingInvitationsQuery = { __typename?: 'Query', pendingInvitations: Array<{ __typename?: 'PendingInvitation', id: string, email: string, role: Role, invitedBy?: string | null, createdAt: string, expiresAt: string, expired: boolean }> };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { __typename?: 'Mutation', inviteUser: { __typename?: 'InvitationSent', link: string, emailed: boolean, notEmailedReason?: string | null, invitation: { __typename?: 'PendingInvitation', id: string, email: string, role: Role, invitedBy?: string | null, createdAt: string, expiresAt: string, expired: boolean } } };

export type RevokeInvitationMutationVariables = Exact<{
  input: RevokeInvitationInput;
}>;


export type RevokeInvitationMutation = { __typename?: 'Mutation', revokeInvitation: { __typename?: 'PendingInvitation', id: string } };

export type TicketChangedSubscriptionVariables = Exact<{
  ticketId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type TicketChangedSubscription = { __typename?: 'Subscription', ticketChanged: { __typename?: 'TicketChange', ticketId: string, kind: TicketChangeKind, status?: TicketStatus | null } };

export type TicketClientOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type TicketClientOptionsQuery = { __typename?: 'Query', clients: { __typename?: 'ClientConnection', totalCount: number, nodes: Array<{ __typename?: 'Client', id: string, companyName: string, email: string }> } };

export type TicketContactOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type TicketContactOptionsQuery = { __typename?: 'Query', contacts: { __typename?: 'ContactConnection', totalCount: number, nodes: Array<{ __typename?: 'Contact', id: string, name: string, email: string }> } };

export type TicketPropertyOptionsQueryVariables = Exact<{
  clientId: Scalars['ID']['input'];
}>;


export type TicketPropertyOptionsQuery = { __typename?: 'Query', properties: { __typename?: 'PropertyConnection', totalCount: number, nodes: Array<{ __typename?: 'Property', id: string, name: string, address: string }> } };

export type TicketUserOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketUserOptionsQuery = { __typename?: 'Query', users: { __typename?: 'UserConnection', nodes: Array<{ __typename?: 'User', id: string, name: string, initials: string, email: string }> } };

export type TicketCardFieldsFragment = { __typename?: 'Ticket', id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string }, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null };

export type TicketDetailFieldsFragment = { __typename?: 'Ticket', description: string, tags: Array<string>, clientId: string, requesterId: string, propertyId?: string | null, resolvedAt?: string | null, firstResponseAt?: string | null, slaRemainingSeconds?: number | null, id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string, firstName: string, lastName: string, email: string, phone?: string | null, language: string }, requester: { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string }, property?: { __typename?: 'Property', id: string, name: string, address: string } | null, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null };

export type ActivityFieldsFragment = { __typename?: 'Activity', id: string, type: ActivityType, content: string, metadata?: Record<string, unknown> | null, createdAt: string, contactId?: string | null, user?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, delivery?: { __typename?: 'MessageDelivery', messageId: string, status: MessageStatus, error?: string | null } | null };

export type TicketsQueryVariables = Exact<{
  filter?: InputMaybe<TicketFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TicketsQuery = { __typename?: 'Query', tickets: { __typename?: 'TicketConnection', totalCount: number, totalCountCapped: boolean, nodes: Array<{ __typename?: 'Ticket', id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string }, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null }> } };

export type TicketBoardQueryVariables = Exact<{
  filter?: InputMaybe<TicketFilter>;
  perColumn?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TicketBoardQuery = { __typename?: 'Query', ticketBoard: Array<{ __typename?: 'TicketBoardColumn', status: TicketStatus, totalCount: number, totalCountCapped: boolean, tickets: Array<{ __typename?: 'Ticket', id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string }, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null }> }> };

export type TicketDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TicketDetailQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', description: string, tags: Array<string>, clientId: string, requesterId: string, propertyId?: string | null, resolvedAt?: string | null, firstResponseAt?: string | null, slaRemainingSeconds?: number | null, id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string, firstName: string, lastName: string, email: string, phone?: string | null, language: string }, requester: { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string }, property?: { __typename?: 'Property', id: string, name: string, address: string } | null, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type TicketActivitiesQueryVariables = Exact<{
  ticketId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TicketActivitiesQuery = { __typename?: 'Query', ticketActivities: { __typename?: 'ActivityConnection', totalCount: number, nodes: Array<{ __typename?: 'Activity', id: string, type: ActivityType, content: string, metadata?: Record<string, unknown> | null, createdAt: string, contactId?: string | null, user?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, delivery?: { __typename?: 'MessageDelivery', messageId: string, status: MessageStatus, error?: string | null } | null }> } };

export type CreateTicketMutationVariables = Exact<{
  input: CreateTicketInput;
}>;


export type CreateTicketMutation = { __typename?: 'Mutation', createTicket: { __typename?: 'Ticket', description: string, tags: Array<string>, clientId: string, requesterId: string, propertyId?: string | null, resolvedAt?: string | null, firstResponseAt?: string | null, slaRemainingSeconds?: number | null, id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string, firstName: string, lastName: string, email: string, phone?: string | null, language: string }, requester: { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string }, property?: { __typename?: 'Property', id: string, name: string, address: string } | null, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type UpdateTicketMutationVariables = Exact<{
  input: UpdateTicketInput;
}>;


export type UpdateTicketMutation = { __typename?: 'Mutation', updateTicket: { __typename?: 'Ticket', description: string, tags: Array<string>, clientId: string, requesterId: string, propertyId?: string | null, resolvedAt?: string | null, firstResponseAt?: string | null, slaRemainingSeconds?: number | null, id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string, firstName: string, lastName: string, email: string, phone?: string | null, language: string }, requester: { __typename?: 'Contact', id: string, name: string, email: string, phone?: string | null, language: string }, property?: { __typename?: 'Property', id: string, name: string, address: string } | null, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type ChangeTicketStatusMutationVariables = Exact<{
  input: ChangeTicketStatusInput;
}>;


export type ChangeTicketStatusMutation = { __typename?: 'Mutation', changeTicketStatus: { __typename?: 'Ticket', resolvedAt?: string | null, id: string, number: number, title: string, status: TicketStatus, priority: TicketPriority, category: Category, createdAt: string, dueAt: string, slaState: SlaState, slaPausedAt?: string | null, assigneeId?: string | null, client: { __typename?: 'Client', id: string, companyName: string }, assignee?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type AddTicketActivityMutationVariables = Exact<{
  input: AddTicketActivityInput;
}>;


export type AddTicketActivityMutation = { __typename?: 'Mutation', addTicketActivity: { __typename?: 'Activity', id: string, type: ActivityType, content: string, metadata?: Record<string, unknown> | null, createdAt: string, contactId?: string | null, user?: { __typename?: 'User', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, delivery?: { __typename?: 'MessageDelivery', messageId: string, status: MessageStatus, error?: string | null } | null } };

export type TroubleshootingTicketDraftQueryVariables = Exact<{
  sessionId: Scalars['ID']['input'];
  articleId: Scalars['ID']['input'];
}>;


export type TroubleshootingTicketDraftQuery = { __typename?: 'Query', troubleshootingEscalation: { __typename?: 'TroubleshootingTicketDraft', sessionId: string, articleId: string, articleTitle: string, category: Category, title: string, description: string, escalatedTicketId?: string | null } };

export type GuidedSessionFieldsFragment = { __typename?: 'TroubleshootingSession', id: string, articleId: string, status: TroubleshootingSessionStatus, currentStepId?: string | null, completedSteps: Array<string>, escalatedTicketId?: string | null };

export type GuidedStepsQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type GuidedStepsQuery = { __typename?: 'Query', knowledgeSteps: Array<{ __typename?: 'KnowledgeStep', id: string, stepNumber: number, type: StepType, title: string, content: string, safetyNote?: string | null, tips?: string | null, commonMistakes?: string | null, toolsRequired: Array<string>, timeEstimate?: number | null, imageUrl?: string | null, options: Array<{ __typename?: 'StepOption', id: string, optionText: string, nextStepId?: string | null, isSuccess: boolean, shouldEscalate: boolean }> }> };

export type StartTroubleshootingSessionMutationVariables = Exact<{
  input: StartTroubleshootingSessionInput;
}>;


export type StartTroubleshootingSessionMutation = { __typename?: 'Mutation', startTroubleshootingSession: { __typename?: 'TroubleshootingSessionStart', resumed: boolean, session: { __typename?: 'TroubleshootingSession', id: string, articleId: string, status: TroubleshootingSessionStatus, currentStepId?: string | null, completedSteps: Array<string>, escalatedTicketId?: string | null } } };

export type AnswerTroubleshootingStepMutationVariables = Exact<{
  input: AnswerTroubleshootingStepInput;
}>;


export type AnswerTroubleshootingStepMutation = { __typename?: 'Mutation', answerTroubleshootingStep: { __typename?: 'TroubleshootingMove', outcome: TroubleshootingMoveOutcome, session: { __typename?: 'TroubleshootingSession', id: string, articleId: string, status: TroubleshootingSessionStatus, currentStepId?: string | null, completedSteps: Array<string>, escalatedTicketId?: string | null } } };

export type PreviousTroubleshootingStepMutationVariables = Exact<{
  input: PreviousTroubleshootingStepInput;
}>;


export type PreviousTroubleshootingStepMutation = { __typename?: 'Mutation', previousTroubleshootingStep: { __typename?: 'TroubleshootingMove', outcome: TroubleshootingMoveOutcome, session: { __typename?: 'TroubleshootingSession', id: string, articleId: string, status: TroubleshootingSessionStatus, currentStepId?: string | null, completedSteps: Array<string>, escalatedTicketId?: string | null } } };

export type KnowledgeArticleCardFragment = { __typename?: 'KnowledgeArticle', id: string, title: string, description?: string | null, country: Country, category: Category, responsibility: Responsibility, difficulty?: ArticleDifficulty | null, estimatedDuration?: number | null, tags: Array<string> };

export type KnowledgeArticleListQueryVariables = Exact<{
  filter?: InputMaybe<KnowledgeArticleFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type KnowledgeArticleListQuery = { __typename?: 'Query', knowledgeArticles: { __typename?: 'KnowledgeArticleConnection', totalCount: number, totalCountCapped: boolean, nodes: Array<{ __typename?: 'KnowledgeArticle', id: string, title: string, description?: string | null, country: Country, category: Category, responsibility: Responsibility, difficulty?: ArticleDifficulty | null, estimatedDuration?: number | null, tags: Array<string> }> } };

export type KnowledgeArticleReaderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type KnowledgeArticleReaderQuery = { __typename?: 'Query', knowledgeArticle: { __typename?: 'KnowledgeArticle', summary?: string | null, fullContent?: string | null, heroImageUrl?: string | null, legalNotes?: string | null, lastReviewed?: string | null, isActive: boolean, updatedAt: string, id: string, title: string, description?: string | null, country: Country, category: Category, responsibility: Responsibility, difficulty?: ArticleDifficulty | null, estimatedDuration?: number | null, tags: Array<string> } };

export type ResponsibilityEntryFieldsFragment = { __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null };

export type ResponsibilityForArticleQueryVariables = Exact<{
  country: Country;
  category: Category;
}>;


export type ResponsibilityForArticleQuery = { __typename?: 'Query', responsibilityFor: Array<{ __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null }> };

export type TicketResponsibilityQueryVariables = Exact<{
  ticketId: Scalars['ID']['input'];
}>;


export type TicketResponsibilityQuery = { __typename?: 'Query', ticketResponsibility: { __typename?: 'TicketResponsibility', ticketId: string, country: Country, countryFromProperty: boolean, category: Category, bestMatchId?: string | null, entries: Array<{ __typename?: 'ResponsibilityMatrixEntry', id: string, country: Country, category: Category, issueType: string, description?: string | null, responsibility: Responsibility, urgencyLevel?: string | null, legalNotes?: string | null }> } };

export type KnowledgeArticleStatsQueryVariables = Exact<{
  articleIds?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type KnowledgeArticleStatsQuery = { __typename?: 'Query', knowledgeArticleStats: Array<{ __typename?: 'KnowledgeArticleStats', articleId: string, title: string, started: number, resolved: number, escalated: number, ticketsCreated: number, abandoned: number, inProgress: number, giveUpStepId?: string | null, giveUpStepNumber?: number | null, giveUpStepTitle?: string | null, giveUpCount: number }> };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const ChannelStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}},{"kind":"Field","name":{"kind":"Name","value":"test"}}]}}]} as unknown as DocumentNode<ChannelStatusFieldsFragment, unknown>;
export const MailboxFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailboxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mailbox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"auth"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"afterRead"}},{"kind":"Field","name":{"kind":"Name","value":"moveTo"}},{"kind":"Field","name":{"kind":"Name","value":"firstReadDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastUid"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}}]}}]} as unknown as DocumentNode<MailboxFieldsFragment, unknown>;
export const ChannelTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsAppTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentSid"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ChannelTemplateFieldsFragment, unknown>;
export const ClientRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClientRecordFragment, unknown>;
export const CompanySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailDomains"}},{"kind":"Field","name":{"kind":"Name","value":"signupMode"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"signupRole"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCountry"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"slaTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"slaPauseStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursPriorities"}},{"kind":"Field","name":{"kind":"Name","value":"businessHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}}]}}]}}]} as unknown as DocumentNode<CompanySettingsFieldsFragment, unknown>;
export const PublicHolidayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicHolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicHoliday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<PublicHolidayFieldsFragment, unknown>;
export const ContactRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactRecordFragment, unknown>;
export const ConversationCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConversationCardFieldsFragment, unknown>;
export const ConversationMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filteredReason"}},{"kind":"Field","name":{"kind":"Name","value":"rawMailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ConversationMessageFieldsFragment, unknown>;
export const TriageQueueItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriageQueueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriageQueueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedRouting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTitle"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}}]}}]}}]} as unknown as DocumentNode<TriageQueueItemFieldsFragment, unknown>;
export const PeriodMetricsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodMetricsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"newTickets"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedTickets"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedLate"}},{"kind":"Field","name":{"kind":"Name","value":"slaComplianceRate"}},{"kind":"Field","name":{"kind":"Name","value":"avgResponseTime"}},{"kind":"Field","name":{"kind":"Name","value":"avgResolutionTime"}}]}}]} as unknown as DocumentNode<PeriodMetricsFieldsFragment, unknown>;
export const EmailSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailSignature"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"connectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"connectionError"}},{"kind":"Field","name":{"kind":"Name","value":"availableProviders"}},{"kind":"Field","name":{"kind":"Name","value":"companyMailServer"}},{"kind":"Field","name":{"kind":"Name","value":"sendingProblem"}}]}}]} as unknown as DocumentNode<EmailSettingsFieldsFragment, unknown>;
export const AdminArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"fullContent"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminArticleFieldsFragment, unknown>;
export const AdminMatrixEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMatrixEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminMatrixEntryFieldsFragment, unknown>;
export const WorkflowOptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}}]} as unknown as DocumentNode<WorkflowOptionFieldsFragment, unknown>;
export const WorkflowStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"safetyNote"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"timeEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowOptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}}]} as unknown as DocumentNode<WorkflowStepFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const NotificationPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"quietHoursStart"}},{"kind":"Field","name":{"kind":"Name","value":"quietHoursEnd"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}},{"kind":"Field","name":{"kind":"Name","value":"urgentAlertSound"}}]}}]} as unknown as DocumentNode<NotificationPreferencesFieldsFragment, unknown>;
export const OnCallShiftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnCallShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnCallShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<OnCallShiftFieldsFragment, unknown>;
export const OpenUrgentAlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenUrgentAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenUrgentAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}}]}}]} as unknown as DocumentNode<OpenUrgentAlertFieldsFragment, unknown>;
export const UrgentIncidentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UrgentIncidentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UrgentIncident"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}},{"kind":"Field","name":{"kind":"Name","value":"nextAlertAt"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UrgentIncidentFieldsFragment, unknown>;
export const UrgentMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UrgentMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"urgentAlert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UrgentIncidentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UrgentIncidentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UrgentIncident"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}},{"kind":"Field","name":{"kind":"Name","value":"nextAlertAt"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UrgentMessageFieldsFragment, unknown>;
export const PropertyRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PropertyRecordFragment, unknown>;
export const TaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindBeforeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRepeatMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextReminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TaskFieldsFragment, unknown>;
export const TeamMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"openTickets"}},{"kind":"Field","name":{"kind":"Name","value":"openTasks"}}]}}]} as unknown as DocumentNode<TeamMemberFieldsFragment, unknown>;
export const PendingInvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]} as unknown as DocumentNode<PendingInvitationFieldsFragment, unknown>;
export const TicketCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TicketCardFieldsFragment, unknown>;
export const TicketDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaRemainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TicketDetailFieldsFragment, unknown>;
export const ActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ActivityFieldsFragment, unknown>;
export const GuidedSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuidedSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TroubleshootingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentStepId"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedTicketId"}}]}}]} as unknown as DocumentNode<GuidedSessionFieldsFragment, unknown>;
export const KnowledgeArticleCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<KnowledgeArticleCardFragment, unknown>;
export const ResponsibilityEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsibilityEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}}]}}]} as unknown as DocumentNode<ResponsibilityEntryFieldsFragment, unknown>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditAction"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const PasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PasswordResetLinkQuery, PasswordResetLinkQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const InvitationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<InvitationLinkQuery, InvitationLinkQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const ChannelsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelStatusFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailboxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailboxFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChannelStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}},{"kind":"Field","name":{"kind":"Name","value":"test"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailboxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mailbox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"auth"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"afterRead"}},{"kind":"Field","name":{"kind":"Name","value":"moveTo"}},{"kind":"Field","name":{"kind":"Name","value":"firstReadDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastUid"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}}]}}]} as unknown as DocumentNode<ChannelsOverviewQuery, ChannelsOverviewQueryVariables>;
export const SendChannelTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendChannelTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendChannelTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendChannelTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<SendChannelTestMutation, SendChannelTestMutationVariables>;
export const AddMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMailboxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMailbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailboxFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailboxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mailbox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"auth"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"afterRead"}},{"kind":"Field","name":{"kind":"Name","value":"moveTo"}},{"kind":"Field","name":{"kind":"Name","value":"firstReadDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastUid"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorAt"}}]}}]} as unknown as DocumentNode<AddMailboxMutation, AddMailboxMutationVariables>;
export const ChannelTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whatsappTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsAppTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentSid"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ChannelTemplatesQuery, ChannelTemplatesQueryVariables>;
export const CreateChannelTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChannelTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWhatsAppTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWhatsAppTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsAppTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentSid"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CreateChannelTemplateMutation, CreateChannelTemplateMutationVariables>;
export const UpdateChannelTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChannelTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWhatsAppTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWhatsAppTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsAppTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentSid"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<UpdateChannelTemplateMutation, UpdateChannelTemplateMutationVariables>;
export const DeleteChannelTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChannelTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWhatsAppTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWhatsAppTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteChannelTemplateMutation, DeleteChannelTemplateMutationVariables>;
export const ClientListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClientListQuery, ClientListQueryVariables>;
export const CreateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateClientMutation, CreateClientMutationVariables>;
export const UpdateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateClientMutation, UpdateClientMutationVariables>;
export const ClientByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClientByIdQuery, ClientByIdQueryVariables>;
export const ClientPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<ClientPropertiesQuery, ClientPropertiesQueryVariables>;
export const CompanySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailDomains"}},{"kind":"Field","name":{"kind":"Name","value":"signupMode"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"signupRole"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCountry"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"slaTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"slaPauseStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursPriorities"}},{"kind":"Field","name":{"kind":"Name","value":"businessHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}}]}}]}}]} as unknown as DocumentNode<CompanySettingsQuery, CompanySettingsQueryVariables>;
export const UpdateCompanySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailDomains"}},{"kind":"Field","name":{"kind":"Name","value":"signupMode"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerification"}},{"kind":"Field","name":{"kind":"Name","value":"signupRole"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCountry"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"slaTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"slaPauseStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursPriorities"}},{"kind":"Field","name":{"kind":"Name","value":"businessHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables>;
export const CompanyDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCountry"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"slaTargets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<CompanyDefaultsQuery, CompanyDefaultsQueryVariables>;
export const PublicHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHolidays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicHolidayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicHolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicHoliday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<PublicHolidaysQuery, PublicHolidaysQueryVariables>;
export const AddPublicHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPublicHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicHolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPublicHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicHolidayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicHolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicHoliday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<AddPublicHolidayMutation, AddPublicHolidayMutationVariables>;
export const RemovePublicHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePublicHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePublicHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}]}]}}]} as unknown as DocumentNode<RemovePublicHolidayMutation, RemovePublicHolidayMutationVariables>;
export const ContactListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactListQuery, ContactListQueryVariables>;
export const CreateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateContactMutation, CreateContactMutationVariables>;
export const UpdateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateContactMutation, UpdateContactMutationVariables>;
export const ContactByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactByIdQuery, ContactByIdQueryVariables>;
export const ConversationMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConversationMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ConversationMessagesSubscription, ConversationMessagesSubscriptionVariables>;
export const ConversationsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConversationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ConversationsChangedSubscription, ConversationsChangedSubscriptionVariables>;
export const TriageQueueChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TriageQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<TriageQueueChangedSubscription, TriageQueueChangedSubscriptionVariables>;
export const ConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unassigned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unread"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}},{"kind":"Argument","name":{"kind":"Name","value":"unassigned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unassigned"}}},{"kind":"Argument","name":{"kind":"Name","value":"unread"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unread"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConversationsQuery, ConversationsQueryVariables>;
export const ConversationCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}}]}}]}}]} as unknown as DocumentNode<ConversationCountsQuery, ConversationCountsQueryVariables>;
export const UpdateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateConversationMutation, UpdateConversationMutationVariables>;
export const MarkConversationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkConversationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const ConversationThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessageFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UrgentMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UrgentIncidentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UrgentIncident"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}},{"kind":"Field","name":{"kind":"Name","value":"nextAlertAt"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filteredReason"}},{"kind":"Field","name":{"kind":"Name","value":"rawMailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UrgentMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"urgentAlert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UrgentIncidentFields"}}]}}]}}]} as unknown as DocumentNode<ConversationThreadQuery, ConversationThreadQueryVariables>;
export const TicketConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TicketConversationsQuery, TicketConversationsQueryVariables>;
export const ComposeEmailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComposeEmailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailSignature"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}}]}}]}}]} as unknown as DocumentNode<ComposeEmailSettingsQuery, ComposeEmailSettingsQueryVariables>;
export const SendReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filteredReason"}},{"kind":"Field","name":{"kind":"Name","value":"rawMailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SendReplyMutation, SendReplyMutationVariables>;
export const SendConversationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendConversationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendConversationEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendConversationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filteredReason"}},{"kind":"Field","name":{"kind":"Name","value":"rawMailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SendConversationEmailMutation, SendConversationEmailMutationVariables>;
export const SendTicketEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTicketEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTicketEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTicketEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filteredReason"}},{"kind":"Field","name":{"kind":"Name","value":"rawMailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SendTicketEmailMutation, SendTicketEmailMutationVariables>;
export const RetryMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetryMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filteredReason"}},{"kind":"Field","name":{"kind":"Name","value":"rawMailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RetryMessageMutation, RetryMessageMutationVariables>;
export const SendingChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SendingChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendingChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"canSend"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<SendingChannelsQuery, SendingChannelsQueryVariables>;
export const WhatsAppTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhatsAppTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whatsappTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentSid"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<WhatsAppTemplatesQuery, WhatsAppTemplatesQueryVariables>;
export const SendWhatsAppTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendWhatsAppTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendWhatsAppTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"filteredReason"}},{"kind":"Field","name":{"kind":"Name","value":"rawMailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SendWhatsAppTemplateMutation, SendWhatsAppTemplateMutationVariables>;
export const TriageQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriageQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TriageQueueItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriageQueueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriageQueueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedRouting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTitle"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}}]}}]}}]} as unknown as DocumentNode<TriageQueueQuery, TriageQueueQueryVariables>;
export const TriageMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TriageMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriageActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTitle"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCreated"}},{"kind":"Field","name":{"kind":"Name","value":"linkedMessageIds"}}]}}]}}]} as unknown as DocumentNode<TriageMessageMutation, TriageMessageMutationVariables>;
export const TriageTicketDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriageTicketDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageTicketDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}}]}}]}}]} as unknown as DocumentNode<TriageTicketDraftQuery, TriageTicketDraftQueryVariables>;
export const TriageTicketChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriageTicketChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageTicketChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendersOpen"}}]}}]}}]}}]} as unknown as DocumentNode<TriageTicketChoicesQuery, TriageTicketChoicesQueryVariables>;
export const DismissTriageMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissTriageMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriageDismissInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissTriageMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"blockedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"dismissedMessageIds"}}]}}]}}]} as unknown as DocumentNode<DismissTriageMessageMutation, DismissTriageMessageMutationVariables>;
export const BlockedSendersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockedSenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockedSenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BlockedSendersQuery, BlockedSendersQueryVariables>;
export const UnblockSenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockSender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockSender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<UnblockSenderMutation, UnblockSenderMutationVariables>;
export const DashboardMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeTickets"}},{"kind":"Field","name":{"kind":"Name","value":"newThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"overdueSLA"}},{"kind":"Field","name":{"kind":"Name","value":"slaComplianceRate"}},{"kind":"Field","name":{"kind":"Name","value":"avgResponseTime"}},{"kind":"Field","name":{"kind":"Name","value":"avgResolutionTime"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emergency"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"important"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newToday"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedToday"}},{"kind":"Field","name":{"kind":"Name","value":"hasTasks"}},{"kind":"Field","name":{"kind":"Name","value":"selfHelp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolvedThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"startedThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedYearToDate"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedYearToDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedYearToDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}}]}}]}}]} as unknown as DocumentNode<DashboardMetricsQuery, DashboardMetricsQueryVariables>;
export const HistoricalMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoricalMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoricalMetricsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"historicalMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodMetricsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodMetricsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"newTickets"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedTickets"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedLate"}},{"kind":"Field","name":{"kind":"Name","value":"slaComplianceRate"}},{"kind":"Field","name":{"kind":"Name","value":"avgResponseTime"}},{"kind":"Field","name":{"kind":"Name","value":"avgResolutionTime"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodMetricsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"newTickets"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedTickets"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedLate"}},{"kind":"Field","name":{"kind":"Name","value":"slaComplianceRate"}},{"kind":"Field","name":{"kind":"Name","value":"avgResponseTime"}},{"kind":"Field","name":{"kind":"Name","value":"avgResolutionTime"}}]}}]} as unknown as DocumentNode<HistoricalMetricsQuery, HistoricalMetricsQueryVariables>;
export const EmailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailSignature"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"connectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"connectionError"}},{"kind":"Field","name":{"kind":"Name","value":"availableProviders"}},{"kind":"Field","name":{"kind":"Name","value":"companyMailServer"}},{"kind":"Field","name":{"kind":"Name","value":"sendingProblem"}}]}}]} as unknown as DocumentNode<EmailSettingsQuery, EmailSettingsQueryVariables>;
export const UpdateEmailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmailSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEmailSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmailSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailSignature"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"connectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"connectionError"}},{"kind":"Field","name":{"kind":"Name","value":"availableProviders"}},{"kind":"Field","name":{"kind":"Name","value":"companyMailServer"}},{"kind":"Field","name":{"kind":"Name","value":"sendingProblem"}}]}}]} as unknown as DocumentNode<UpdateEmailSettingsMutation, UpdateEmailSettingsMutationVariables>;
export const StartEmailConnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartEmailConnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartEmailConnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEmailConnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authUrl"}}]}}]}}]} as unknown as DocumentNode<StartEmailConnectMutation, StartEmailConnectMutationVariables>;
export const DisconnectEmailProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectEmailProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectEmailProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailSignature"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"connectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"connectionError"}},{"kind":"Field","name":{"kind":"Name","value":"availableProviders"}},{"kind":"Field","name":{"kind":"Name","value":"companyMailServer"}},{"kind":"Field","name":{"kind":"Name","value":"sendingProblem"}}]}}]} as unknown as DocumentNode<DisconnectEmailProviderMutation, DisconnectEmailProviderMutationVariables>;
export const AdminKnowledgeArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminKnowledgeArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"fullContent"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminKnowledgeArticlesQuery, AdminKnowledgeArticlesQueryVariables>;
export const AdminCreateKnowledgeArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateKnowledgeArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateKnowledgeArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKnowledgeArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"fullContent"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminCreateKnowledgeArticleMutation, AdminCreateKnowledgeArticleMutationVariables>;
export const AdminUpdateKnowledgeArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateKnowledgeArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateKnowledgeArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKnowledgeArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"fullContent"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminUpdateKnowledgeArticleMutation, AdminUpdateKnowledgeArticleMutationVariables>;
export const AdminResponsibilityMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResponsibilityMatrix"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responsibilityMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMatrixEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMatrixEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminResponsibilityMatrixQuery, AdminResponsibilityMatrixQueryVariables>;
export const AdminCreateMatrixEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMatrixEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateResponsibilityMatrixEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createResponsibilityMatrixEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMatrixEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMatrixEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminCreateMatrixEntryMutation, AdminCreateMatrixEntryMutationVariables>;
export const AdminUpdateMatrixEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMatrixEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateResponsibilityMatrixEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateResponsibilityMatrixEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMatrixEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMatrixEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminUpdateMatrixEntryMutation, AdminUpdateMatrixEntryMutationVariables>;
export const AdminDeactivateMatrixEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeactivateMatrixEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateResponsibilityMatrixEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMatrixEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMatrixEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminDeactivateMatrixEntryMutation, AdminDeactivateMatrixEntryMutationVariables>;
export const WorkflowStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"safetyNote"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"timeEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowOptionFields"}}]}}]}}]} as unknown as DocumentNode<WorkflowStepsQuery, WorkflowStepsQueryVariables>;
export const CreateWorkflowStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkflowStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateKnowledgeStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKnowledgeStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"safetyNote"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"timeEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowOptionFields"}}]}}]}}]} as unknown as DocumentNode<CreateWorkflowStepMutation, CreateWorkflowStepMutationVariables>;
export const UpdateWorkflowStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkflowStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateKnowledgeStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKnowledgeStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"safetyNote"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"timeEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowOptionFields"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkflowStepMutation, UpdateWorkflowStepMutationVariables>;
export const DeleteWorkflowStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkflowStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteKnowledgeStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKnowledgeStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteWorkflowStepMutation, DeleteWorkflowStepMutationVariables>;
export const ReorderWorkflowStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderWorkflowSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderKnowledgeStepsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderKnowledgeSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"safetyNote"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"timeEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowOptionFields"}}]}}]}}]} as unknown as DocumentNode<ReorderWorkflowStepsMutation, ReorderWorkflowStepsMutationVariables>;
export const CreateWorkflowOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkflowOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStepOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStepOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowOptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}}]} as unknown as DocumentNode<CreateWorkflowOptionMutation, CreateWorkflowOptionMutationVariables>;
export const UpdateWorkflowOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkflowOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStepOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStepOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowOptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepId"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}},{"kind":"Field","name":{"kind":"Name","value":"escalationNote"}}]}}]} as unknown as DocumentNode<UpdateWorkflowOptionMutation, UpdateWorkflowOptionMutationVariables>;
export const DeleteWorkflowOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkflowOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteStepOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStepOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteWorkflowOptionMutation, DeleteWorkflowOptionMutationVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const UnreadNotificationCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadNotificationCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCountChanged"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountChangedSubscription, UnreadNotificationCountChangedSubscriptionVariables>;
export const MyNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"quietHoursStart"}},{"kind":"Field","name":{"kind":"Name","value":"quietHoursEnd"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}},{"kind":"Field","name":{"kind":"Name","value":"urgentAlertSound"}}]}}]} as unknown as DocumentNode<MyNotificationPreferencesQuery, MyNotificationPreferencesQueryVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"quietHoursStart"}},{"kind":"Field","name":{"kind":"Name","value":"quietHoursEnd"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}},{"kind":"Field","name":{"kind":"Name","value":"urgentAlertSound"}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const OnCallShiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnCallShifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCallShifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnCallShiftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnCallShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnCallShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<OnCallShiftsQuery, OnCallShiftsQueryVariables>;
export const AddOnCallShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOnCallShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OnCallShiftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOnCallShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnCallShiftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnCallShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnCallShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<AddOnCallShiftMutation, AddOnCallShiftMutationVariables>;
export const RemoveOnCallShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOnCallShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOnCallShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveOnCallShiftMutation, RemoveOnCallShiftMutationVariables>;
export const MyUrgentAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyUrgentAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myUrgentAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpenUrgentAlertFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenUrgentAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenUrgentAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}}]}}]} as unknown as DocumentNode<MyUrgentAlertsQuery, MyUrgentAlertsQueryVariables>;
export const MyUrgentAlertsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyUrgentAlertsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myUrgentAlertsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpenUrgentAlertFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenUrgentAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenUrgentAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}}]}}]} as unknown as DocumentNode<MyUrgentAlertsChangedSubscription, MyUrgentAlertsChangedSubscriptionVariables>;
export const AcknowledgeUrgentMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcknowledgeUrgentMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeUrgentMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UrgentIncidentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UrgentIncidentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UrgentIncident"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedByName"}},{"kind":"Field","name":{"kind":"Name","value":"nextAlertAt"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AcknowledgeUrgentMessageMutation, AcknowledgeUrgentMessageMutationVariables>;
export const OnCallPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnCallPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<OnCallPeopleQuery, OnCallPeopleQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const RemoveAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAvatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAvatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"connectedEmailProvider"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RemoveAvatarMutation, RemoveAvatarMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const PropertyListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PropertyListQuery, PropertyListQueryVariables>;
export const PropertyClientOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyClientOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<PropertyClientOptionsQuery, PropertyClientOptionsQueryVariables>;
export const PropertyContactOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyContactOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<PropertyContactOptionsQuery, PropertyContactOptionsQueryVariables>;
export const CreatePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CreatePropertyMutation, CreatePropertyMutationVariables>;
export const UpdatePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdatePropertyMutation, UpdatePropertyMutationVariables>;
export const PropertyByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PropertyByIdQuery, PropertyByIdQueryVariables>;
export const GlobalSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GlobalSearchQuery, GlobalSearchQueryVariables>;
export const SystemStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseReachable"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<SystemStatusQuery, SystemStatusQueryVariables>;
export const SystemStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SystemStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseReachable"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<SystemStatusChangedSubscription, SystemStatusChangedSubscriptionVariables>;
export const TicketTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindBeforeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRepeatMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextReminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TicketTasksQuery, TicketTasksQueryVariables>;
export const CreateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindBeforeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRepeatMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextReminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CreateTaskMutation, CreateTaskMutationVariables>;
export const UpdateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindBeforeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRepeatMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextReminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const TaskAssigneesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TaskAssigneesQuery, TaskAssigneesQueryVariables>;
export const TeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"openTickets"}},{"kind":"Field","name":{"kind":"Name","value":"openTasks"}}]}}]} as unknown as DocumentNode<TeamMembersQuery, TeamMembersQueryVariables>;
export const ChangeUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"openTickets"}},{"kind":"Field","name":{"kind":"Name","value":"openTasks"}}]}}]} as unknown as DocumentNode<ChangeUserRoleMutation, ChangeUserRoleMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"openTickets"}},{"kind":"Field","name":{"kind":"Name","value":"openTasks"}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const ReassignOpenWorkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReassignOpenWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromUserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toUserId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reassignOpenWork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromUserId"}}},{"kind":"Argument","name":{"kind":"Name","value":"toUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toUserId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"}}]}}]}}]} as unknown as DocumentNode<ReassignOpenWorkMutation, ReassignOpenWorkMutationVariables>;
export const PendingInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]} as unknown as DocumentNode<PendingInvitationsQuery, PendingInvitationsQueryVariables>;
export const InviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"notEmailedReason"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingInvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]} as unknown as DocumentNode<InviteUserMutation, InviteUserMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const TicketChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TicketChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TicketChangedSubscription, TicketChangedSubscriptionVariables>;
export const TicketClientOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketClientOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<TicketClientOptionsQuery, TicketClientOptionsQueryVariables>;
export const TicketContactOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketContactOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<TicketContactOptionsQuery, TicketContactOptionsQueryVariables>;
export const TicketPropertyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketPropertyOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<TicketPropertyOptionsQuery, TicketPropertyOptionsQueryVariables>;
export const TicketUserOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketUserOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<TicketUserOptionsQuery, TicketUserOptionsQueryVariables>;
export const TicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TicketsQuery, TicketsQueryVariables>;
export const TicketBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perColumn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"perColumn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perColumn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TicketBoardQuery, TicketBoardQueryVariables>;
export const TicketDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaRemainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<TicketDetailQuery, TicketDetailQueryVariables>;
export const TicketActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<TicketActivitiesQuery, TicketActivitiesQueryVariables>;
export const CreateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaRemainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<CreateTicketMutation, CreateTicketMutationVariables>;
export const UpdateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaRemainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<UpdateTicketMutation, UpdateTicketMutationVariables>;
export const ChangeTicketStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTicketStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeTicketStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeTicketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaState"}},{"kind":"Field","name":{"kind":"Name","value":"slaPausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ChangeTicketStatusMutation, ChangeTicketStatusMutationVariables>;
export const AddTicketActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTicketActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTicketActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTicketActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<AddTicketActivityMutation, AddTicketActivityMutationVariables>;
export const TroubleshootingTicketDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TroubleshootingTicketDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"troubleshootingEscalation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedTicketId"}}]}}]}}]} as unknown as DocumentNode<TroubleshootingTicketDraftQuery, TroubleshootingTicketDraftQueryVariables>;
export const GuidedStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuidedSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"safetyNote"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"commonMistakes"}},{"kind":"Field","name":{"kind":"Name","value":"toolsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"timeEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}},{"kind":"Field","name":{"kind":"Name","value":"shouldEscalate"}}]}}]}}]}}]} as unknown as DocumentNode<GuidedStepsQuery, GuidedStepsQueryVariables>;
export const StartTroubleshootingSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTroubleshootingSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTroubleshootingSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTroubleshootingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumed"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuidedSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuidedSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TroubleshootingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentStepId"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedTicketId"}}]}}]} as unknown as DocumentNode<StartTroubleshootingSessionMutation, StartTroubleshootingSessionMutationVariables>;
export const AnswerTroubleshootingStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerTroubleshootingStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerTroubleshootingStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerTroubleshootingStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuidedSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuidedSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TroubleshootingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentStepId"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedTicketId"}}]}}]} as unknown as DocumentNode<AnswerTroubleshootingStepMutation, AnswerTroubleshootingStepMutationVariables>;
export const PreviousTroubleshootingStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviousTroubleshootingStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviousTroubleshootingStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTroubleshootingStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuidedSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuidedSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TroubleshootingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentStepId"}},{"kind":"Field","name":{"kind":"Name","value":"completedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedTicketId"}}]}}]} as unknown as DocumentNode<PreviousTroubleshootingStepMutation, PreviousTroubleshootingStepMutationVariables>;
export const KnowledgeArticleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeArticleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeArticleCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<KnowledgeArticleListQuery, KnowledgeArticleListQueryVariables>;
export const KnowledgeArticleReaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeArticleReader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnowledgeArticleCard"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"fullContent"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnowledgeArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<KnowledgeArticleReaderQuery, KnowledgeArticleReaderQueryVariables>;
export const ResponsibilityForArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponsibilityForArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responsibilityFor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsibilityEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsibilityEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}}]}}]} as unknown as DocumentNode<ResponsibilityForArticleQuery, ResponsibilityForArticleQueryVariables>;
export const TicketResponsibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketResponsibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketResponsibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryFromProperty"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"bestMatchId"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsibilityEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsibilityEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsibilityMatrixEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"issueType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}}]}}]} as unknown as DocumentNode<TicketResponsibilityQuery, TicketResponsibilityQueryVariables>;
export const KnowledgeArticleStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KnowledgeArticleStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeArticleStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"escalated"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"abandoned"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"giveUpStepId"}},{"kind":"Field","name":{"kind":"Name","value":"giveUpStepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"giveUpStepTitle"}},{"kind":"Field","name":{"kind":"Name","value":"giveUpCount"}}]}}]}}]} as unknown as DocumentNode<KnowledgeArticleStatsQuery, KnowledgeArticleStatsQueryVariables>;