import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { onSessionEnded } from '../../lib/apolloClient';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { useCurrentUser, useLogin, useLogout, useRegister } from './authHooks';

/** Holds the current user and the sign-in, sign-up and sign-out actions (a 401 on the current user means signed out). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const current = useCurrentUser();
  const { login, loading: isLoggingIn } = useLogin();
  const { register, loading: isRegistering } = useRegister();
  const { logout, sessionEnded, loading: isLoggingOut, signedOut } = useLogout();
  const user = signedOut ? null : current.user;
  const loading = !signedOut && current.loading;

  // A session the api ended shows Sign In at once: only while someone is shown, and not during
  // this tab's own sign-out (whose socket closes the same way).
  const shown = useRef({ user, isLoggingOut });
  useEffect(() => {
    shown.current = { user, isLoggingOut };
  }, [user, isLoggingOut]);
  useEffect(
    () =>
      onSessionEnded(() => {
        if (shown.current.user && !shown.current.isLoggingOut) sessionEnded();
      }),
    [sessionEnded],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: loading, login, register, logout, isLoggingIn, isRegistering, isLoggingOut }),
    [user, loading, login, register, logout, isLoggingIn, isRegistering, isLoggingOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
