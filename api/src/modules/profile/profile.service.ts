import path from 'node:path';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, AVATAR_PATH, PROFILE_MESSAGES, timeZoneName } from '@pmp/shared';
import { ImageStore } from '../../common/image-store';
import type { User } from '../users/user.entity';
import type { ProfileChange, UserService } from '../users/user.service';
import type { UpdateProfileInput } from './profile.inputs';

/** Avatars: kept under `<DATA_DIR>/uploads/avatars` with random names, accepted by what their bytes are. */
export function avatarStore(dataDir: string): ImageStore {
  return new ImageStore(path.resolve(dataDir, 'uploads', 'avatars'), AVATAR_PATH, {
    field: AVATAR_FIELD,
    maxBytes: AVATAR_MAX_BYTES,
    tooLarge: PROFILE_MESSAGES.avatarTooLarge,
  });
}

/** A person's own profile: their name, time zone and avatar (docs/product.md §2 "Profile"). */
export class ProfileService {
  constructor(
    private readonly users: UserService,
    readonly avatars: ImageStore,
  ) {}

  /** Changes the fields given (names trimmed, the time zone as its list spells it, '' or null: none). */
  update(userId: string, input: UpdateProfileInput): Promise<User> {
    const change: ProfileChange = {};
    if (input.firstName !== undefined) change.firstName = input.firstName.trim();
    if (input.lastName !== undefined) change.lastName = input.lastName.trim();
    if (input.timeZone !== undefined) change.timeZone = input.timeZone ? timeZoneName(input.timeZone) : null;
    return this.users.updateProfile(userId, change);
  }

  /** Stores the uploaded image (checked by its bytes) as the person's avatar; the one it replaces is deleted. */
  async setAvatar(userId: string, bytes: Buffer | undefined): Promise<User> {
    const address = await this.avatars.store(bytes);
    try {
      return await this.replaceAvatar(userId, address);
    } catch (error) {
      await this.avatars.remove(address);
      throw error;
    }
  }

  /** The person has no avatar any more (their initials show); its file is deleted. */
  removeAvatar(userId: string): Promise<User> {
    return this.replaceAvatar(userId, null);
  }

  private async replaceAvatar(userId: string, address: string | null): Promise<User> {
    const { user, replaced } = await this.users.replaceAvatar(userId, address);
    if (replaced !== address) await this.avatars.remove(replaced);
    return user;
  }
}
