import { feature, resolver } from '../../common/feature-module';
import type { UserService } from '../users/user.service';
import { ProfileResolver } from './profile.resolver';
import { avatarFilesRouter, profileRouter } from './profile.rest';
import { avatarStore, ProfileService } from './profile.service';

interface Uses {
  profile: ProfileService;
  users: UserService;
}

/** A person's own profile: name, avatar, time zone (the password change is auth's). */
export const profileModule = feature<Uses>()({
  name: 'profile',
  entities: [],
  services: { profile: ({ users }, { config }) => new ProfileService(users, avatarStore(config.DATA_DIR)) },
  resolvers: [resolver(ProfileResolver, ({ profile }) => new ProfileResolver(profile))],
  routers: [
    { path: '/api/profile', create: ({ profile }) => profileRouter(profile) },
    // Before knowledge's /api/uploads, which contains this path.
    { path: '/api/uploads/avatars', create: ({ profile }) => avatarFilesRouter(profile) },
  ],
});
