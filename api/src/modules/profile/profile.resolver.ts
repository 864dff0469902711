import { Arg, Mutation, Resolver } from 'type-graphql';
import { CurrentUser } from '../../common/graphql-context';
import { Allow } from '../../common/permissions';
import { User } from '../users/user.entity';
import { UpdateProfileInput } from './profile.inputs';
import type { ProfileService } from './profile.service';

/** GraphQL side of the profile; the avatar is uploaded over REST (POST /api/profile/avatar, multipart). */
@Resolver()
export class ProfileResolver {
  constructor(private readonly profile: ProfileService) {}

  @Allow('own')
  @Mutation(() => User, { description: "Change the signed-in person's name or time zone; fields left out stay." })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @CurrentUser() me: User): Promise<User> {
    return this.profile.update(me.id, input);
  }

  @Allow('own')
  @Mutation(() => User, { description: "Remove the signed-in person's avatar (their initials show instead)." })
  removeAvatar(@CurrentUser() me: User): Promise<User> {
    return this.profile.removeAvatar(me.id);
  }
}
