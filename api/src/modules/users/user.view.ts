import type { User } from './user.entity';

/** What responses carry of a user: never the password hash or provider tokens. */
export interface UserView {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  connectedEmailProvider: string | null;
  createdAt: Date;
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    connectedEmailProvider: user.connectedEmailProvider,
    createdAt: user.createdAt,
  };
}
