import { lazy, Suspense, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAuth } from '../features/auth/useAuth';
import { accountLinkPaths } from '../lib/paths';
import { AppRoutes } from './AppRoutes';
import { FullPageSpinner } from './FullPageSpinner';

// Its forms (formik, yup) are fetched only by someone signed out: not on a signed-in user's first load.
const AuthPage = lazy(() => import('../features/auth/AuthPage').then((m) => ({ default: m.AuthPage })));
// "Forgot password?" and the pages of the links sent by e-mail.
const AccountPages = lazy(() => import('../features/auth/AccountPages'));

/** True once `promise` has settled (at once without one). */
function useSettled(promise: Promise<unknown> | undefined): boolean {
  const [settled, setSettled] = useState(!promise);
  useEffect(() => {
    let live = true;
    void promise?.then(
      () => live && setSettled(true),
      () => live && setSettled(true),
    );
    return () => {
      live = false;
    };
  }, [promise]);
  return settled;
}

/**
 * Spinner while the current user loads; the account pages (a reset or invitation link, "Forgot
 * password?") at their paths; the auth page for any other path when signed out; else the app.
 * `firstPage` (main.tsx: the first page's code, fetched beside the session check) keeps the spinner
 * for a signed-in user until it is here, so the frame and the page show together: a page that
 * suspended instead would show a fallback, and React holds content back for up to 300 ms after one.
 */
export function App({ firstPage }: { firstPage?: Promise<unknown> }) {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const firstPageReady = useSettled(firstPage);
  if (isLoading) return <FullPageSpinner />;
  if (accountLinkPaths.some((path) => matchPath(path, pathname))) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AccountPages />
      </Suspense>
    );
  }
  if (user && !firstPageReady) return <FullPageSpinner />;
  if (!user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AuthPage />
      </Suspense>
    );
  }
  return <AppRoutes />;
}
