/** The on-call rota and urgent alerts: limits and messages the api and the web app share. */

/** Minutes an urgent alert waits to be opened before the next person is alerted. */
export const URGENT_ESCALATION_MINUTES = 10;

/** At most this many people in one shift's order (first, second, ...). */
export const ON_CALL_MAX_ORDER = 9;

export const ON_CALL_MESSAGES = {
  person: 'Choose who is on call',
  personInactive: 'That person is not an active member of the team',
  personViewer: 'A viewer cannot be on call: they cannot open the alerts. Choose an agent or an admin',
  weekday: 'Weekdays are 1 (Monday) to 7 (Sunday)',
  time: 'Write times of day as 08:00',
  order: `The order is a whole number from 1 to ${ON_CALL_MAX_ORDER}`,
  overlap: (name: string) => `${name} already has a shift at that time on that day`,
  shiftNotFound: 'That shift no longer exists',
  messageNotFound: 'Message not found',
  notUrgent: 'That message raised no urgent alert',
};

/** How an alert reached a person. */
export const ALERT_CHANNELS = ['in_app', 'sms', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = { in_app: 'In the app', sms: 'SMS', email: 'E-mail' };
