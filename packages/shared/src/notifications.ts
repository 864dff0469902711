/**
 * Notification preferences (issue #24): which events reach a person and by which channel, their
 * mobile number for SMS, quiet hours and the daily digest. The api validates with these rules and
 * messages; the Profile page's Notifications section checks the same before sending.
 */

/** What a person can be notified of (values = database, REST and the preferences' keys). */
export enum NotificationEvent {
  TICKET_ASSIGNED = 'ticket_assigned',
  TENANT_REPLY = 'tenant_reply',
  TASK_ASSIGNED = 'task_assigned',
  MENTION = 'mention',
  SLA = 'sla',
  TASK_REMINDER = 'task_reminder',
  /** A subscription: SLA warnings of tickets nobody is assigned to. */
  UNASSIGNED_TICKETS = 'unassigned_tickets',
}

export const NOTIFICATION_EVENTS = Object.values(NotificationEvent);

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  [NotificationEvent.TICKET_ASSIGNED]: 'A ticket is assigned to me',
  [NotificationEvent.TENANT_REPLY]: 'A tenant replies on my ticket',
  [NotificationEvent.TASK_ASSIGNED]: 'A task is assigned to me',
  [NotificationEvent.MENTION]: 'I am mentioned in a note',
  [NotificationEvent.SLA]: 'SLA warnings and breaches on my tickets',
  [NotificationEvent.TASK_REMINDER]: 'Task reminders',
  [NotificationEvent.UNASSIGNED_TICKETS]: 'SLA warnings on unassigned tickets',
};

/** The channels an event may reach a person by. */
export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
  sms: boolean;
}

export const NOTIFICATION_CHANNEL_LABELS: Record<keyof NotificationChannels, string> = {
  inApp: 'In-app',
  email: 'E-mail',
  sms: 'SMS',
};

/** A new person's choices: everything in the app, e-mail for what is theirs to act on, no SMS, no unassigned tickets. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationEvent, NotificationChannels> = {
  [NotificationEvent.TICKET_ASSIGNED]: { inApp: true, email: true, sms: false },
  [NotificationEvent.TENANT_REPLY]: { inApp: true, email: false, sms: false },
  [NotificationEvent.TASK_ASSIGNED]: { inApp: true, email: false, sms: false },
  [NotificationEvent.MENTION]: { inApp: true, email: true, sms: false },
  [NotificationEvent.SLA]: { inApp: true, email: true, sms: false },
  [NotificationEvent.TASK_REMINDER]: { inApp: true, email: false, sms: false },
  [NotificationEvent.UNASSIGNED_TICKETS]: { inApp: false, email: false, sms: false },
};

/** The local time the digest e-mail is sent at, in the person's zone. */
export const NOTIFICATION_DIGEST_TIME = '07:00';

export const NOTIFICATION_LIMITS = { mobilePhone: 16 } as const;

export const NOTIFICATION_MESSAGES = {
  mobilePhone: 'Mobile number must be in international format, like +441234567890',
  smsNeedsMobile: 'Mobile number is required to receive SMS',
  quietHoursStart: 'Quiet hours need a start time (HH:MM) when they have an end',
  quietHoursEnd: 'Quiet hours need an end time (HH:MM) when they have a start',
  quietHoursTime: 'Enter a time as HH:MM, like 22:00',
  quietHoursSame: 'Quiet hours must start and end at different times',
  eventTwice: 'Each event may be given once',
  saved: 'Notification preferences saved',
  saveFailed: 'Failed to save notification preferences',
} as const;
