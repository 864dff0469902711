import { Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS, type Role as SharedRole } from '@pmp/shared';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router';
import type { InvitationLinkState, Role } from '../../gql/graphql';
import type { AppConfig } from '../../lib/config';
import { readApolloError } from '../../lib/errors';
import { showSaveError } from '../../lib/formErrors';
import { FormikTextField } from '../../lib/FormikFields';
import { LoadFailed } from '../../lib/LoadFailed';
import { paths } from '../../lib/paths';
import { showSuccess } from '../../lib/toaster';
import { AccountCard, BackToSignIn } from './AccountCard';
import { acceptInvitationSchema, type AcceptInvitationValues } from './authSchemas';
import { useAcceptInvitation, useInvitationLink } from './useAccountLinks';

/** What an invitation that creates no account says: its title and what to do. */
const DEAD_INVITATIONS: Record<Exclude<InvitationLinkState, 'VALID'>, { title: string; text: string }> = {
  EXPIRED: { title: 'This invitation has expired', text: 'An invitation works for 7 days.' },
  USED: { title: 'This invitation was already used', text: 'The account was created with it: sign in with its address and password.' },
  REVOKED: { title: 'This invitation was withdrawn', text: 'An admin withdrew it, so it no longer works.' },
  REPLACED: { title: 'A newer invitation was sent', text: 'Only the latest invitation to an address works: open the newest e-mail.' },
  UNKNOWN: { title: 'This invitation link is not valid', text: 'It may be incomplete: copy the whole link you were sent.' },
};

/** "an Agent", "a Viewer". */
function withArticle(role: Role): string {
  const label = ROLE_LABELS[role.toLowerCase() as SharedRole];
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
}

const initialValues: AcceptInvitationValues = { firstName: '', lastName: '', password: '', confirmPassword: '' };
const serverFields = ['firstName', 'lastName', 'password'];

/** /invite/:token: the invited address and role, and the name and password that create the account; or why the link no longer works. */
export function AcceptInvitationPage({ config }: { config: AppConfig }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { invitation, loading, error, refetch } = useInvitationLink(token);
  const { run: accept } = useAcceptInvitation();
  const title = `Join ${config.companyName}`;

  if (loading) {
    return (
      <AccountCard companyName={config.companyName} title={title}>
        <Center py="6" role="status" aria-label="Checking the invitation">
          <Spinner color="blue.600" />
        </Center>
      </AccountCard>
    );
  }
  if (error || !invitation) {
    return (
      <AccountCard companyName={config.companyName} title={title}>
        <LoadFailed title="Could not check the invitation" error={error} onRetry={refetch} />
      </AccountCard>
    );
  }
  if (invitation.state !== 'VALID' || !invitation.email || !invitation.role) {
    const dead = DEAD_INVITATIONS[invitation.state === 'VALID' ? 'UNKNOWN' : invitation.state];
    return (
      <AccountCard companyName={config.companyName} title={dead.title}>
        <Text>{dead.text}</Text>
        {invitation.state !== 'USED' ? <Text>Ask an admin of {config.companyName} to send you a new invitation.</Text> : null}
        <BackToSignIn />
      </AccountCard>
    );
  }
  const { email, role } = invitation;

  async function submit(values: AcceptInvitationValues, helpers: FormikHelpers<AcceptInvitationValues>) {
    try {
      await accept({ token, firstName: values.firstName.trim(), lastName: values.lastName.trim(), password: values.password });
      showSuccess('Account created!', 'Welcome to the property maintenance system.');
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      // The invitation stopped working meanwhile (used, withdrawn, expired): the page says so.
      if (readApolloError(error).field === 'token') void refetch();
      else showSaveError(error, 'Could not create the account', serverFields, helpers);
    }
  }

  return (
    <AccountCard companyName={config.companyName} title={title}>
      <Text>
        You are invited as {withArticle(role)}, with the address <strong>{email}</strong>. Choose your name and a password to create your
        account.
      </Text>
      <Formik initialValues={initialValues} validationSchema={acceptInvitationSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create your account">
            <Stack gap="4">
              <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormikTextField name="firstName" label="First name" autoComplete="given-name" autoFocus />
                <FormikTextField name="lastName" label="Last name" autoComplete="family-name" />
              </SimpleGrid>
              <FormikTextField name="password" label="Password" type="password" autoComplete="new-password" />
              <FormikTextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
              <Button type="submit" colorPalette="blue" width="full" loading={isSubmitting} loadingText="Creating Account...">
                Create Account
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AccountCard>
  );
}
