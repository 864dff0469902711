import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams, Link as RouterLink } from 'react-router';
import type { PasswordResetLinkState } from '../../gql/graphql';
import type { AppConfig } from '../../lib/config';
import { readApolloError } from '../../lib/errors';
import { showSaveError } from '../../lib/formErrors';
import { FormikTextField } from '../../lib/FormikFields';
import { LoadFailed } from '../../lib/LoadFailed';
import { paths } from '../../lib/paths';
import { showSuccess } from '../../lib/toaster';
import { AccountCard, BackToSignIn } from './AccountCard';
import { resetPasswordSchema, type ResetPasswordValues } from './authSchemas';
import { usePasswordResetLink, useResetPassword } from './useAccountLinks';

/** What a link that sets no password says: its title and why. */
const DEAD_LINKS: Record<Exclude<PasswordResetLinkState, 'VALID'>, { title: string; text: string }> = {
  EXPIRED: { title: 'This link has expired', text: 'A reset link works for one hour. Ask for a new one.' },
  USED: {
    title: 'This link was already used',
    text: 'A reset link works once. If you still need to change your password, ask for a new link.',
  },
  REPLACED: { title: 'A newer link was sent', text: 'Only the latest reset link works: open the newest e-mail, or ask for a new link.' },
  UNKNOWN: {
    title: 'This link is not valid',
    text: 'It may be incomplete: copy the whole link from the e-mail, or ask for a new one.',
  },
};

const initialValues: ResetPasswordValues = { password: '', confirmPassword: '' };

/** /reset-password/:token: a new password (typed twice) with a reset link, or why the link no longer works. */
export function ResetPasswordPage({ config }: { config: AppConfig }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { link, loading, error, refetch } = usePasswordResetLink(token);
  const { run: resetPassword } = useResetPassword();

  if (loading) {
    return (
      <AccountCard companyName={config.companyName} title="Reset your password">
        <Center py="6" role="status" aria-label="Checking the link">
          <Spinner color="blue.600" />
        </Center>
      </AccountCard>
    );
  }
  if (error || !link) {
    return (
      <AccountCard companyName={config.companyName} title="Reset your password">
        <LoadFailed title="Could not check the link" error={error} onRetry={refetch} />
      </AccountCard>
    );
  }
  if (link.state !== 'VALID') {
    const dead = DEAD_LINKS[link.state];
    return (
      <AccountCard companyName={config.companyName} title={dead.title}>
        <Text>{dead.text}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="blue">
            <RouterLink to={paths.forgotPassword}>Send a new link</RouterLink>
          </Button>
          <BackToSignIn />
        </Stack>
      </AccountCard>
    );
  }

  async function submit(values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) {
    try {
      await resetPassword({ token, password: values.password });
      showSuccess('Password changed', 'You are signed in. Your other sessions have been signed out.');
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      // The link stopped working meanwhile (used in another tab, expired): the page says so.
      if (readApolloError(error).field === 'token') void refetch();
      else showSaveError(error, 'Could not set the password', ['password'], helpers);
    }
  }

  return (
    <AccountCard companyName={config.companyName} title="Choose a new password">
      <Text color="fg.muted">
        For <strong>{link.email}</strong>. Your other sessions are signed out when you save it.
      </Text>
      <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Choose a new password">
            <Stack gap="4">
              {/* Password managers file the new password under this account. */}
              <input type="email" name="username" autoComplete="username" value={link.email ?? ''} readOnly hidden />
              <FormikTextField name="password" label="New password" type="password" autoComplete="new-password" autoFocus />
              <FormikTextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
              <Button type="submit" colorPalette="blue" width="full" loading={isSubmitting} loadingText="Saving password...">
                Save password and sign in
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AccountCard>
  );
}
