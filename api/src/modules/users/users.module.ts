import { feature, resolver } from '../../common/feature-module';
import { User } from './user.entity';
import { UserResolver } from './user.resolver';
import { usersRouter } from './user.rest';
import { UserService } from './user.service';

/** Staff users. */
export const usersModule = feature<{ users: UserService }>()({
  name: 'users',
  entities: [User],
  services: { users: (_, { dataSource }) => new UserService(dataSource) },
  resolvers: [resolver(UserResolver, ({ users }) => new UserResolver(users))],
  routers: [{ path: '/api/users', create: ({ users }) => usersRouter(users) }],
});
