import { Alert, Badge, Box, Button, Card, Center, Flex, List, SimpleGrid, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import {
  EMAIL_CONNECTION_STATUS_LABELS,
  EMAIL_LIMITS,
  EMAIL_MESSAGES,
  EMAIL_PROVIDER_LABELS,
  FIELD_LIMITS,
  type EmailConnectionStatus,
  type EmailProvider,
} from '@pmp/shared';
import DOMPurify from 'dompurify';
import { Form, Formik, useField } from 'formik';
import { Mail, RefreshCw, Unplug } from 'lucide-react';
import { useCallback } from 'react';
import * as yup from 'yup';
import { FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { LoadFailed } from '../../lib/LoadFailed';
import { PageHeader } from '../../lib/PageHeader';
import { errorMessage, readApolloError } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';
import {
  providerValue,
  useDisconnectEmailProvider,
  useEmailConnect,
  useEmailSettings,
  useUpdateEmailSettings,
  type EmailSettingsData,
} from './useEmailSettings';

const STATUS_PALETTES: Record<EmailConnectionStatus, string> = { connected: 'green', reconnect_needed: 'red', not_connected: 'gray' };

interface FormValues {
  senderEmail: string;
  emailSignature: string;
  emailEnabled: boolean;
}

const schema = yup.object({
  senderEmail: yup.string().trim().email(EMAIL_MESSAGES.senderEmail).max(FIELD_LIMITS.email, EMAIL_MESSAGES.senderEmail),
  emailSignature: yup.string().max(EMAIL_LIMITS.signature, EMAIL_MESSAGES.signatureTooLong),
  emailEnabled: yup.boolean(),
});

/** The signature as it will look: sanitized here for the live preview (the server sanitizes what it stores). */
function SignaturePreview({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1.5" id="signature-preview-label">
        Preview
      </Text>
      <Box
        role="region"
        aria-labelledby="signature-preview-label"
        data-testid="signature-preview"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        p="3"
        minH="16"
        bg="gray.50"
        fontSize="sm"
        overflowX="auto"
      >
        {clean.trim() ? (
          <div dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <Text color="fg.muted">Your signature will appear here.</Text>
        )}
      </Box>
    </Box>
  );
}

/** The switch; the server's refusal to switch it on (no way for mail to leave) shows under it. */
function EnabledSwitch() {
  const [field, meta, helpers] = useField<boolean>('emailEnabled');
  return (
    <Stack gap="1">
      <Switch.Root
        checked={field.value}
        onCheckedChange={(event) => void helpers.setValue(event.checked)}
        colorPalette="blue"
        invalid={Boolean(meta.error)}
      >
        <Switch.HiddenInput name="emailEnabled" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Enable email sending</Switch.Label>
      </Switch.Root>
      {meta.error ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {meta.error}
        </Text>
      ) : null}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: EmailSettingsData }) {
  const { update, saving } = useUpdateEmailSettings();
  const initialValues: FormValues = {
    senderEmail: settings.senderEmail ?? '',
    emailSignature: settings.emailSignature ?? '',
    emailEnabled: settings.emailEnabled,
  };
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Card.Title>Sender and Signature</Card.Title>
      </Card.Header>
      <Card.Body>
        <Formik<FormValues>
          initialValues={initialValues}
          enableReinitialize
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            try {
              await update({
                senderEmail: values.senderEmail.trim(),
                emailSignature: values.emailSignature,
                emailEnabled: values.emailEnabled,
              });
              showSuccess(EMAIL_MESSAGES.settingsSaved);
            } catch (error) {
              const read = readApolloError(error);
              if (read.field === 'emailEnabled' || read.field === 'senderEmail') helpers.setFieldError(read.field, read.message);
              showError(EMAIL_MESSAGES.settingsFailed, errorMessage(error) || 'Please try again');
            }
          }}
        >
          {({ values }) => (
            <Form aria-label="Email settings" noValidate>
              <Stack gap="5">
                <FormikTextField
                  name="senderEmail"
                  label="Sender email"
                  type="email"
                  placeholder="support@yourcompany.com"
                  helperText="The From address of mail sent through the company mail server (a connected account sends as itself)."
                />
                <EnabledSwitch />
                <FormikTextarea
                  name="emailSignature"
                  label="Email signature"
                  rows={6}
                  fontFamily="mono"
                  fontSize="sm"
                  placeholder="<p>Kind regards,<br><strong>Your Name</strong></p>"
                  helperText="HTML supported. Scripts, event handlers and javascript: links are removed."
                />
                <SignaturePreview html={values.emailSignature} />
                <Flex justify="flex-end">
                  <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
                    Save Settings
                  </Button>
                </Flex>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}

interface StatusCardProps {
  settings: EmailSettingsData;
  onConnect: (provider: EmailProvider) => void;
  connecting: boolean;
}

/**
 * How the user's mail leaves, as it is now: through the connected account or the company mail
 * server, off, or not at all with the reason (no route: nothing to switch on).
 */
function sendingLine(settings: EmailSettingsData, provider: EmailProvider | null): string {
  if (!provider && !settings.companyMailServer) return settings.sendingProblem ?? EMAIL_MESSAGES.notSetUp;
  if (!settings.emailEnabled) return 'Off (switch it on below)';
  return provider
    ? `Through your ${EMAIL_PROVIDER_LABELS[provider]} account`
    : `Through the company mail server${settings.senderEmail ? ` as ${settings.senderEmail}` : ''}`;
}

function EmailStatusCard({ settings, onConnect, connecting }: StatusCardProps) {
  const { disconnect, disconnecting } = useDisconnectEmailProvider();
  const status = settings.connectionStatus.toLowerCase() as EmailConnectionStatus;
  const provider = settings.connectedEmailProvider ? providerValue(settings.connectedEmailProvider) : null;
  const onDisconnect = async () => {
    try {
      await disconnect();
      showSuccess(EMAIL_MESSAGES.disconnected);
    } catch (error) {
      showError(EMAIL_MESSAGES.disconnectFailed, errorMessage(error));
    }
  };
  return (
    <Card.Root variant="outline" bg="white" aria-labelledby="email-status-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title id="email-status-title">Email Status</Card.Title>
          <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="md" data-testid="email-connection-status">
            {EMAIL_CONNECTION_STATUS_LABELS[status]}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1" fontSize="sm">
            <Text>
              <Text as="span" color="fg.muted">
                Account:{' '}
              </Text>
              {provider
                ? `${EMAIL_PROVIDER_LABELS[provider]}${settings.connectedEmail ? ` · ${settings.connectedEmail}` : ''}`
                : 'None connected'}
            </Text>
            <Text>
              <Text as="span" color="fg.muted">
                Sending:{' '}
              </Text>
              {sendingLine(settings, provider)}
            </Text>
          </Stack>
          {status === 'reconnect_needed' && provider ? (
            <Alert.Root status="error" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{EMAIL_CONNECTION_STATUS_LABELS.reconnect_needed}</Alert.Title>
                <Alert.Description>
                  {settings.connectionError ?? `${EMAIL_PROVIDER_LABELS[provider]} no longer accepts the saved sign-in.`} Mail from you
                  fails until you reconnect.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Flex gap="2" wrap="wrap">
            {provider ? (
              <>
                {status === 'reconnect_needed' ? (
                  <Button colorPalette="blue" onClick={() => onConnect(provider)} disabled={connecting}>
                    <RefreshCw aria-hidden /> Reconnect
                  </Button>
                ) : null}
                <Button variant="outline" onClick={() => void onDisconnect()} loading={disconnecting} loadingText="Disconnecting...">
                  <Unplug aria-hidden /> Disconnect
                </Button>
              </>
            ) : (
              // Only the accounts this server can connect: another would open a pop-up that can only fail.
              settings.availableProviders.map(providerValue).map((name) => (
                <Button key={name} variant="outline" onClick={() => onConnect(name)} disabled={connecting}>
                  <Mail aria-hidden /> Connect {EMAIL_PROVIDER_LABELS[name]}
                </Button>
              ))
            )}
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function GettingStarted() {
  return (
    <Card.Root variant="outline" bg="white" alignSelf="start">
      <Card.Header>
        <Card.Title>Getting Started</Card.Title>
      </Card.Header>
      <Card.Body>
        <List.Root as="ol" gap="3" ps="4" fontSize="sm">
          <List.Item>
            Connect your Gmail or Outlook account, so mail leaves from your own mailbox; or set a sender email for the company mail server.
          </List.Item>
          <List.Item>Write your signature. HTML is supported, and the preview shows how it will look.</List.Item>
          <List.Item>Switch on email sending and click Save Settings.</List.Item>
          <List.Item>
            Send email from a ticket (Send Email) or a conversation (Compose Email). Mail about a ticket carries its number, like [#1234],
            so replies land on that ticket.
          </List.Item>
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** /email-settings: the connected account and its health, sender address, signature with preview. */
export default function EmailSettingsPage() {
  const { settings, loading, error, refetch } = useEmailSettings();
  const onConnected = useCallback(() => void refetch(), [refetch]);
  const { connect, starting } = useEmailConnect(onConnected);

  if (!settings) {
    return (
      <>
        <PageHeader title="Email Settings" />
        {loading || !error ? (
          <Center py="16">
            <Spinner size="lg" aria-label="Loading email settings" />
          </Center>
        ) : (
          <LoadFailed title="Failed to load email settings" error={error} onRetry={refetch} maxW="xl" />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Email Settings" />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <EmailStatusCard settings={settings} onConnect={(provider) => void connect(provider)} connecting={starting} />
          <SettingsForm settings={settings} />
        </Stack>
        <GettingStarted />
      </SimpleGrid>
    </>
  );
}
