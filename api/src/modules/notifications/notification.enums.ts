import { NotificationEvent } from '@pmp/shared';
import { registerEnumType } from 'type-graphql';

export enum NotificationTypeValue {
  UPCOMING = 'upcoming',
  OVERDUE = 'overdue',
  EMAIL_CONNECTION = 'email_connection',
  SLA_WARNING = 'sla_warning',
  SLA_BREACH = 'sla_breach',
  TICKET_ASSIGNED = 'ticket_assigned',
  TENANT_REPLY = 'tenant_reply',
  TASK_ASSIGNED = 'task_assigned',
  MENTION = 'mention',
  URGENT_ALERT = 'urgent_alert',
}
registerEnumType(NotificationTypeValue, {
  name: 'NotificationType',
  description:
    'A task reminder before its due time (upcoming) or at and after it (overdue); the connected mail account needs reconnecting (email_connection); a ticket has used 75% of its SLA time (sla_warning) or breached it (sla_breach); a ticket was assigned to me (ticket_assigned); a tenant replied on a conversation linked to my ticket (tenant_reply); a task was assigned to me (task_assigned); I was @mentioned in a ticket note (mention); an urgent inbound message for the person on call (urgent_alert).',
});

registerEnumType(NotificationEvent, {
  name: 'NotificationEvent',
  description:
    'What a person can be notified of: a ticket or task assigned to them, a tenant replying on their ticket, a mention in a note, SLA warnings and breaches on their tickets, task reminders, and (a subscription) SLA warnings on unassigned tickets.',
});
