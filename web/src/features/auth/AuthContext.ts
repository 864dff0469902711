import { createContext } from 'react';
import type { LoginInput, RegisterInput } from '../../gql/graphql';
import type { CurrentUser } from './authHooks';

export interface AuthContextValue {
  user: CurrentUser | null;
  isLoading: boolean;
  login: (input: LoginInput) => Promise<CurrentUser>;
  /** The new account; `emailVerified` false: it confirms its address by the link mailed to it before signing in. */
  register: (input: RegisterInput) => Promise<CurrentUser & { emailVerified: boolean }>;
  logout: () => Promise<void>;
  isLoggingIn: boolean;
  isRegistering: boolean;
  isLoggingOut: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
