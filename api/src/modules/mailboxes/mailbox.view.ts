import { pickFields } from '../../common/pick-fields';
import type { Mailbox } from './mailbox.entity';

/** What REST answers of a mailbox (/api/mailboxes), in this order: its settings and reading state, never its password. */
export const MAILBOX_VIEW_FIELDS = [
  'id',
  'address',
  'host',
  'port',
  'tls',
  'username',
  'auth',
  'userId',
  'folder',
  'afterRead',
  'moveTo',
  'firstReadDays',
  'enabled',
  'uidValidity',
  'lastUid',
  'lastReceivedAt',
  'lastError',
  'lastErrorAt',
] as const;
export type MailboxView = Pick<Mailbox, (typeof MAILBOX_VIEW_FIELDS)[number]>;

export function toMailboxView(mailbox: Mailbox): MailboxView {
  return pickFields(mailbox, MAILBOX_VIEW_FIELDS);
}
