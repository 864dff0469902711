import { registerEnumType } from 'type-graphql';
import { ChannelValue, MessageDirectionValue, MessageStatusValue } from '@pmp/shared';

/**
 * The conversation enumerations (docs/product.md §4, §10), defined once in `@pmp/shared`:
 * PostgreSQL enforces each as an enum type; REST speaks the values, GraphQL the names.
 */
export { ChannelValue, MessageDirectionValue, MessageStatusValue } from '@pmp/shared';
export type { Channel, MessageDirection, MessageStatus } from '@pmp/shared';

export const CHANNELS = Object.values(ChannelValue);
export const MESSAGE_DIRECTIONS = Object.values(MessageDirectionValue);
/** Outbound messages add `pending` and `sent` to the inbound statuses. */
export const MESSAGE_STATUSES = Object.values(MessageStatusValue);

registerEnumType(ChannelValue, { name: 'Channel' });
registerEnumType(MessageDirectionValue, { name: 'MessageDirection' });
registerEnumType(MessageStatusValue, {
  name: 'MessageStatus',
  description: 'Inbound: received, pending_triage, processed. Outbound: pending, then sent or failed.',
});
