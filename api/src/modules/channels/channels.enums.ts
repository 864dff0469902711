import { registerEnumType } from 'type-graphql';
import { ChannelKindValue, ChannelTestValue } from '@pmp/shared';

/** The Channels screen's enumerations, defined once in `@pmp/shared`: REST speaks the values, GraphQL the names. */
export { ChannelKindValue, ChannelTestValue } from '@pmp/shared';
export type { ChannelKind } from '@pmp/shared';

registerEnumType(ChannelKindValue, { name: 'ChannelKind', description: 'A way messages come in or go out (the Channels screen).' });
registerEnumType(ChannelTestValue, { name: 'ChannelTest', description: 'A channel a test message can be sent on.' });
