import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { getConfig, type AppConfig } from '../../lib/config';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { showError } from '../../lib/toaster';
import { AcceptInvitationPage } from './AcceptInvitationPage';
import { AccountCard } from './AccountCard';
import type { CurrentUser } from './authHooks';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerifyEmailPage } from './VerifyEmailPage';
import { useAuth } from './useAuth';

/**
 * The pages of "Forgot password?" and of the links sent by e-mail (a password reset, an
 * invitation), signed out. Someone who opens one while signed in is asked to sign out first: the
 * link signs its own account in, which should not silently end theirs.
 */
export default function AccountPages({ config = getConfig() }: { config?: AppConfig }) {
  const { user } = useAuth();
  // Who was signed in when the page opened: the link's own sign-in later does not count.
  const [signedIn, setSignedIn] = useState<CurrentUser | null>(user);
  if (signedIn) return <SignedInNotice user={signedIn} config={config} onSignedOut={() => setSignedIn(null)} />;
  return (
    <Routes>
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage config={config} />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage config={config} />} />
      <Route path={paths.invitation} element={<AcceptInvitationPage config={config} />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage config={config} />} />
    </Routes>
  );
}

function SignedInNotice({ user, config, onSignedOut }: { user: CurrentUser; config: AppConfig; onSignedOut: () => void }) {
  const { logout, isLoggingOut } = useAuth();
  async function signOut() {
    try {
      await logout();
      onSignedOut();
    } catch (error) {
      showError('Logout failed', errorMessage(error));
    }
  }
  return (
    <AccountCard companyName={config.companyName} title="You are signed in">
      <Text>
        You are signed in as {user.name} ({user.email}). To use this page for another account, sign out first.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="blue" loading={isLoggingOut} onClick={() => void signOut()}>
          Sign out
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.dashboard}>Go to the dashboard</RouterLink>
        </Button>
      </Stack>
    </AccountCard>
  );
}
