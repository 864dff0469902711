import { registerEnumType } from 'type-graphql';
import { EmailConnectionStatusValue, EmailProviderValue } from '@pmp/shared';

/**
 * The e-mail feature's enumerations, defined once in `@pmp/shared` (packages/shared/src/email.ts):
 * REST speaks the values ('gmail', 'reconnect_needed'), GraphQL the names registered here.
 */
export { EMAIL_PROVIDERS, EmailConnectionStatusValue, EmailProviderValue } from '@pmp/shared';
export type { EmailProvider } from '@pmp/shared';

registerEnumType(EmailProviderValue, { name: 'EmailProvider', description: 'A mail account a user can connect: Gmail or Outlook.' });
registerEnumType(EmailConnectionStatusValue, {
  name: 'EmailConnectionStatus',
  description: 'No account connected; connected; or the provider refused to renew access and the user must connect again.',
});
