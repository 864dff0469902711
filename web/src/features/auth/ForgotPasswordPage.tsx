import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { AppConfig } from '../../lib/config';
import { readApolloError } from '../../lib/errors';
import { setServerFieldError } from '../../lib/formErrors';
import { FormikTextField } from '../../lib/FormikFields';
import { AccountCard, BackToSignIn } from './AccountCard';
import { forgotPasswordSchema, type ForgotPasswordValues } from './authSchemas';
import { useRequestPasswordReset } from './useAccountLinks';

const TITLE = 'Forgot your password?';

/**
 * "Forgot password?": a link to reset it, e-mailed to the address typed, or, where this server
 * cannot send one, plainly that it cannot and whom to ask.
 */
export function ForgotPasswordPage({ config }: { config: AppConfig }) {
  const { run: requestReset } = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!config.passwordResetByEmail) {
    return (
      <AccountCard companyName={config.companyName} title={TITLE}>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Password reset e-mails are not set up here</Alert.Title>
            <Alert.Description>
              This server cannot e-mail you a link. Ask an administrator of {config.companyName} to help you sign in again.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <BackToSignIn />
      </AccountCard>
    );
  }

  if (sentTo) {
    return (
      <AccountCard companyName={config.companyName} title="Check your e-mail">
        <Text>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link works once, for one
          hour.
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Nothing after a few minutes? Check the spam folder and the address, or ask for another link.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
          <BackToSignIn />
        </Stack>
      </AccountCard>
    );
  }

  async function submit(values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) {
    setFailure(null);
    const email = values.email.trim();
    try {
      await requestReset({ email });
      setSentTo(email);
    } catch (error) {
      setServerFieldError(error, ['email'], helpers);
      // A throttled request (429) says how long to wait.
      setFailure(readApolloError(error).message);
    }
  }

  return (
    <AccountCard companyName={config.companyName} title={TITLE}>
      <Text color="fg.muted">Type the e-mail address of your account and we will send you a link to choose a new password.</Text>
      <Formik initialValues={{ email: '' }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reset password">
            <Stack gap="4">
              <FormikTextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" autoFocus />
              {failure ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
              ) : null}
              <Button type="submit" colorPalette="blue" width="full" loading={isSubmitting} loadingText="Sending link...">
                Send reset link
              </Button>
              <BackToSignIn />
            </Stack>
          </Form>
        )}
      </Formik>
    </AccountCard>
  );
}
