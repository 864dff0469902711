import { pickFields } from '../../common/pick-fields';
import type { EmailSettings } from './email.types';

/**
 * What REST answers of the signed-in user's e-mail settings (`/api/users/me/email-settings`,
 * `POST /api/oauth/disconnect`), in this order: never the account's tokens.
 */
export const EMAIL_SETTINGS_VIEW_FIELDS = [
  'senderEmail',
  'emailSignature',
  'emailEnabled',
  'connectedEmailProvider',
  'connectedEmail',
  'connectionStatus',
  'connectionError',
] as const;
export type EmailSettingsView = Pick<EmailSettings, (typeof EMAIL_SETTINGS_VIEW_FIELDS)[number]>;

export function toEmailSettingsView(settings: EmailSettings): EmailSettingsView {
  return pickFields(settings, EMAIL_SETTINGS_VIEW_FIELDS);
}
