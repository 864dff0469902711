import { useMemo, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { useCurrentUser, useLogin, useLogout, useRegister } from './authHooks';

/** Holds the current user and the sign-in, sign-up and sign-out actions (a 401 on the current user means signed out). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const current = useCurrentUser();
  const { login, loading: isLoggingIn } = useLogin();
  const { register, loading: isRegistering } = useRegister();
  const { logout, loading: isLoggingOut, signedOut } = useLogout();
  const user = signedOut ? null : current.user;
  const loading = !signedOut && current.loading;

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: loading, login, register, logout, isLoggingIn, isRegistering, isLoggingOut }),
    [user, loading, login, register, logout, isLoggingIn, isRegistering, isLoggingOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
