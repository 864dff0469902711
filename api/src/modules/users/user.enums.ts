import { Role } from '@pmp/shared';
import { registerEnumType } from 'type-graphql';

registerEnumType(Role, {
  name: 'Role',
  description: 'What a user may do: admin (the company administration too), agent (all daily work), viewer (reads only).',
});

export { Role };
