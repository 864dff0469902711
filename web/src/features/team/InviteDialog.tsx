import { Alert, Button, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS, type Role as SharedRole } from '@pmp/shared';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import * as yup from 'yup';
import type { InviteUserMutation, Role } from '../../gql/graphql';
import { formatDateTimeWithYear } from '../../lib/dates';
import { readApolloError } from '../../lib/errors';
import { CancelButton } from '../../lib/FormDialog';
import { FormikDiscardGuard, FormikSelectField, FormikTextField } from '../../lib/FormikFields';
import { ModalDialog, ModalTitleBar } from '../../lib/ModalDialog';
import { useInvitationActions } from './useTeam';

type Sent = InviteUserMutation['inviteUser'];

interface InviteValues {
  email: string;
  role: Role;
}

const ROLES: readonly Role[] = ['AGENT', 'VIEWER', 'ADMIN'];
const roleLabel = (role: Role) => ROLE_LABELS[role.toLowerCase() as SharedRole];

const EMAIL_MESSAGE = 'Valid email address is required';
const inviteSchema = yup.object({
  email: yup.string().trim().required(EMAIL_MESSAGE).email(EMAIL_MESSAGE),
  role: yup.string().oneOf(ROLES, 'Choose a role').required('Choose a role'),
});

/**
 * Invite: an address and a role, then the invitation's link with whether it was e-mailed (and why
 * not, in plain words) and Copy link, so an admin can hand it over where no mail can be sent.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { invite } = useInvitationActions();
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: InviteValues, helpers: FormikHelpers<InviteValues>) {
    setFailure(null);
    try {
      setSent(await invite({ email: values.email.trim(), role: values.role }));
    } catch (error) {
      // A refused address (outside the company, or already with an account) is shown on the field.
      const read = readApolloError(error);
      if (read.field === 'email' || read.field === 'role') helpers.setFieldError(read.field, read.message);
      else setFailure(read.message);
    }
  }

  return (
    <ModalDialog onClose={onClose} placement="center">
      <ModalTitleBar title={sent ? 'Invitation ready' : 'Invite someone'} />
      {sent ? (
        <>
          <Dialog.Body>
            <InvitationLink sent={sent} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button colorPalette="blue" onClick={onClose}>
              Done
            </Button>
          </Dialog.Footer>
        </>
      ) : (
        <Formik<InviteValues> initialValues={{ email: '', role: 'AGENT' }} validationSchema={inviteSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Invite someone" style={{ display: 'contents' }}>
              <FormikDiscardGuard />
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    They get a link to create their account with this role. It works once, for 7 days.
                  </Text>
                  <FormikTextField name="email" label="Email" type="email" autoComplete="off" placeholder="name@company.com" autoFocus />
                  <FormikSelectField name="role" label="Role">
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role)}
                      </option>
                    ))}
                  </FormikSelectField>
                  {failure ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <CancelButton onCancel={onClose} disabled={isSubmitting} />
                <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Inviting...">
                  Invite
                </Button>
              </Dialog.Footer>
            </Form>
          )}
        </Formik>
      )}
    </ModalDialog>
  );
}

/** Whether the invitation was e-mailed (or why not), and its link to copy. */
function InvitationLink({ sent }: { sent: Sent }) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const linkId = useId();
  const { email, role, expiresAt } = sent.invitation;

  async function copy() {
    try {
      await navigator.clipboard.writeText(sent.link);
      setCopied(true);
      setCopyFailed(false);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopyFailed(true);
    }
  }

  return (
    <Stack gap="4">
      {sent.emailed ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>
            E-mailed to {email}, to join as {roleLabel(role)}.
          </Alert.Description>
        </Alert.Root>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not e-mailed</Alert.Title>
            <Alert.Description>{sent.notEmailedReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Field.Root>
        <Field.Label htmlFor={linkId}>Invitation link for {email}</Field.Label>
        <HStack width="full">
          <Input id={linkId} value={sent.link} readOnly onFocus={(event) => event.currentTarget.select()} size="sm" />
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy link'}
          </Button>
        </HStack>
        <Field.HelperText>
          {copyFailed
            ? 'This browser did not allow copying: select the link and copy it by hand.'
            : `It works once, until ${formatDateTimeWithYear(expiresAt)}, and is shown only now: invite again for a new one.`}
        </Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
