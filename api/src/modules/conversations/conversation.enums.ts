import { registerEnumType } from 'type-graphql';
import { ChannelValue, ConversationStateValue, MessageDirectionValue, MessageStatusValue } from '@pmp/shared';

/**
 * The conversation enumerations (docs/product.md §4, §10), defined once in `@pmp/shared`:
 * PostgreSQL enforces each as an enum type; REST speaks the values, GraphQL the names.
 */
export { ChannelValue, ConversationStateValue, MessageDirectionValue, MessageStatusValue } from '@pmp/shared';
export type { Channel, ConversationState, MessageDirection, MessageStatus } from '@pmp/shared';

export const CHANNELS = Object.values(ChannelValue);
export const CONVERSATION_STATES = Object.values(ConversationStateValue);
export const MESSAGE_DIRECTIONS = Object.values(MessageDirectionValue);
/** Outbound messages add `pending` and `sent` to the inbound statuses. */
export const MESSAGE_STATUSES = Object.values(MessageStatusValue);

registerEnumType(ChannelValue, { name: 'Channel' });
registerEnumType(ConversationStateValue, {
  name: 'ConversationState',
  description: 'open: the desk owes an answer; waiting: on the customer; closed. A new inbound message reopens it.',
});
registerEnumType(MessageDirectionValue, { name: 'MessageDirection' });
registerEnumType(MessageStatusValue, {
  name: 'MessageStatus',
  description: 'Inbound: received, pending_triage, processed. Outbound: pending, then sent or failed.',
});
