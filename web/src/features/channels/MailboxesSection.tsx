import { Badge, Box, Button, Card, Dialog, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { MAILBOX_LIMITS, MAILBOX_MESSAGES, CHANNELS_MESSAGES } from '@pmp/shared';
import { Form, Formik } from 'formik';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import * as yup from 'yup';
import type { MailboxTls } from '../../gql/graphql';
import { formatDateTimeWithYear } from '../../lib/dates';
import { errorMessage, readApolloError } from '../../lib/errors';
import { FormikDiscardGuard, FormikSelectField, FormikTextField } from '../../lib/FormikFields';
import { CancelButton } from '../../lib/FormDialog';
import { ModalDialog, ModalTitleBar } from '../../lib/ModalDialog';
import { showError, showSuccess } from '../../lib/toaster';
import { useAddMailbox, type DeskMailbox } from './useChannels';

interface MailboxFormValues {
  address: string;
  host: string;
  port: string;
  tls: MailboxTls;
  username: string;
  password: string;
  folder: string;
  moveTo: string;
  firstReadDays: string;
}

const FIELDS = ['address', 'host', 'port', 'tls', 'username', 'password', 'folder', 'moveTo', 'firstReadDays'] as const;

const EMPTY: MailboxFormValues = {
  address: '',
  host: '',
  port: '',
  tls: 'TLS',
  username: '',
  password: '',
  folder: '',
  moveTo: '',
  firstReadDays: '',
};

const wholeNumber = (message: string) => yup.string().trim().matches(/^\d*$/, message);

const schema = yup.object({
  address: yup
    .string()
    .trim()
    .required(MAILBOX_MESSAGES.address)
    .email(MAILBOX_MESSAGES.address)
    .max(MAILBOX_LIMITS.address, MAILBOX_MESSAGES.address),
  host: yup.string().trim().required(MAILBOX_MESSAGES.host).max(MAILBOX_LIMITS.host),
  port: wholeNumber(MAILBOX_MESSAGES.portWhole).test('range', MAILBOX_MESSAGES.port, (v) => !v || (Number(v) >= 1 && Number(v) <= 65535)),
  username: yup.string().trim().required(MAILBOX_MESSAGES.username).max(MAILBOX_LIMITS.username),
  password: yup.string().required(MAILBOX_MESSAGES.password).max(MAILBOX_LIMITS.password),
  folder: yup.string().max(MAILBOX_LIMITS.folder),
  moveTo: yup.string().max(MAILBOX_LIMITS.folder),
  firstReadDays: wholeNumber(MAILBOX_MESSAGES.firstReadDaysWhole).test(
    'range',
    MAILBOX_MESSAGES.firstReadDays,
    (v) => !v || Number(v) <= MAILBOX_LIMITS.firstReadDays,
  ),
});

/** Add mailbox: a desk mailbox read over IMAP with a password; the server's rules (one per address) answer on their field. */
function AddMailboxDialog({ onClose }: { onClose: () => void }) {
  const { add, adding } = useAddMailbox();
  return (
    <ModalDialog onClose={onClose} size="md" placement="center">
      <Formik<MailboxFormValues>
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const optionalNumber = (v: string) => (v.trim() ? Number(v.trim()) : null);
          try {
            await add({
              address: values.address.trim(),
              host: values.host.trim(),
              port: optionalNumber(values.port),
              tls: values.tls,
              username: values.username.trim(),
              password: values.password,
              folder: values.folder.trim() || null,
              moveTo: values.moveTo.trim() || null,
              firstReadDays: optionalNumber(values.firstReadDays),
            });
            showSuccess(CHANNELS_MESSAGES.mailboxAdded, values.address.trim().toLowerCase());
            onClose();
          } catch (error) {
            const read = readApolloError(error);
            if (read.field && (FIELDS as readonly string[]).includes(read.field)) helpers.setFieldError(read.field, read.message);
            showError(CHANNELS_MESSAGES.mailboxAddFailed, errorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form aria-label="Add mailbox" noValidate>
            <FormikDiscardGuard />
            <ModalTitleBar title="Add mailbox" />
            <Dialog.Body>
              <Stack gap="3">
                <FormikTextField name="address" label="Address" type="email" required placeholder="support@yourcompany.com" />
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                  <Box gridColumn={{ sm: 'span 2' }}>
                    <FormikTextField name="host" label="IMAP server" required placeholder="imap.yourcompany.com" />
                  </Box>
                  <FormikTextField name="port" label="Port" inputMode="numeric" placeholder="993" />
                </SimpleGrid>
                <FormikSelectField name="tls" label="Security">
                  <option value="TLS">TLS (imaps, usually port 993)</option>
                  <option value="STARTTLS">STARTTLS (imap, usually port 143)</option>
                </FormikSelectField>
                <FormikTextField name="username" label="User" required autoComplete="off" />
                <FormikTextField name="password" label="Password" type="password" required autoComplete="new-password" />
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormikTextField name="folder" label="Folder read" placeholder="INBOX" />
                  <FormikTextField name="moveTo" label="Move read mail to" placeholder="Leave empty to mark it seen" />
                </SimpleGrid>
                <FormikTextField
                  name="firstReadDays"
                  label="First read (days)"
                  inputMode="numeric"
                  placeholder="7"
                  helperText="The first read takes this many days of mail, not the whole mailbox."
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <CancelButton onCancel={onClose} />
              <Button type="submit" colorPalette="blue" loading={adding || isSubmitting}>
                Add mailbox
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </ModalDialog>
  );
}

function stateOf(mailbox: DeskMailbox): { label: string; palette: string } {
  if (!mailbox.enabled) return { label: 'Not read', palette: 'gray' };
  if (mailbox.lastError) return { label: 'Error', palette: 'red' };
  if (mailbox.lastUid === null || mailbox.lastUid === undefined) return { label: 'Waiting for first read', palette: 'blue' };
  return { label: 'Reading', palette: 'green' };
}

/** The mailboxes the desk reads (its own and agents' connected accounts), their state and last error; Add mailbox. */
export function MailboxesSection({ mailboxes }: { mailboxes: readonly DeskMailbox[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <Card.Root variant="outline" bg="white" aria-labelledby="mailboxes-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title as="h2" id="mailboxes-title" fontSize="md">
            Mailboxes
          </Card.Title>
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add mailbox
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {mailboxes.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No mailbox is read yet. Add the desk&apos;s mailbox, or set DESK_IMAP_URL and DESK_EMAIL. Agents&apos; connected Gmail and
            Outlook accounts appear here once connected.
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Mailboxes">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Kind</Table.ColumnHeader>
                  <Table.ColumnHeader>Server</Table.ColumnHeader>
                  <Table.ColumnHeader>Folder</Table.ColumnHeader>
                  <Table.ColumnHeader>State</Table.ColumnHeader>
                  <Table.ColumnHeader>Last mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Last error</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {mailboxes.map((mailbox) => {
                  const state = stateOf(mailbox);
                  return (
                    <Table.Row key={mailbox.id}>
                      <Table.Cell fontWeight="medium">{mailbox.address}</Table.Cell>
                      <Table.Cell>{mailbox.userId ? "Agent's account" : 'Desk'}</Table.Cell>
                      <Table.Cell>
                        {mailbox.host}:{mailbox.port} ({mailbox.tls === 'TLS' ? 'TLS' : 'STARTTLS'})
                      </Table.Cell>
                      <Table.Cell>
                        {mailbox.folder}
                        {mailbox.afterRead === 'MOVE' && mailbox.moveTo ? ` → ${mailbox.moveTo}` : ''}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={state.palette} variant="subtle">
                          {state.label}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>{mailbox.lastReceivedAt ? formatDateTimeWithYear(mailbox.lastReceivedAt) : 'Never'}</Table.Cell>
                      <Table.Cell color={mailbox.lastError ? 'red.700' : undefined} maxW="xs">
                        {mailbox.lastError
                          ? `${mailbox.lastError}${mailbox.lastErrorAt ? ` (${formatDateTimeWithYear(mailbox.lastErrorAt)})` : ''}`
                          : 'None'}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
      {adding ? <AddMailboxDialog onClose={() => setAdding(false)} /> : null}
    </Card.Root>
  );
}
