import { displayName, initials } from '@pmp/shared';
import { Args, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { Connection, PageArgs } from '../../common/paging';
import { User } from './user.entity';
import type { UserService } from './user.service';

@ObjectType()
export class UserConnection extends Connection(User) {}

/** Staff lookups for assignee pickers, and how a user is shown (name, initials). */
@Resolver(() => User)
export class UserResolver {
  constructor(private readonly userService: UserService) {}

  @Allow('read')
  @Query(() => UserConnection, { description: 'Active staff, in name order.' })
  users(@Args(() => PageArgs) page: PageArgs): Promise<UserConnection> {
    return this.userService.listActive(page);
  }

  @Allow('read')
  @FieldResolver(() => String, { description: '"First Last", else the e-mail address.' })
  name(@Root() user: User): string {
    return displayName(user);
  }

  @Allow('read')
  @FieldResolver(() => String, { description: 'Avatar initials: from first and last name, else U.' })
  initials(@Root() user: User): string {
    return initials(user);
  }
}
