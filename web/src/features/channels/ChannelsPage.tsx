import { Alert, Button, Center, Code, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { CHANNELS_MESSAGES } from '@pmp/shared';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { ChannelCard } from './ChannelCard';
import { MailboxesSection } from './MailboxesSection';
import { TemplatesSection } from './TemplatesSection';
import { useChannels } from './useChannels';
import { LoadFailed } from '../../lib/LoadFailed';

function BackToSettings() {
  return (
    <Link asChild fontSize="sm" color="blue.600" mb="2">
      <RouterLink to={paths.settings}>
        <ArrowLeft aria-hidden size={14} /> Settings
      </RouterLink>
    </Link>
  );
}

/**
 * /settings/channels: every way messages come in and go out, whether it is set up (and what is
 * missing), the addresses to paste into Twilio, Mailgun and SendGrid, newest traffic and failure,
 * Send test; the mailboxes read and the WhatsApp templates.
 */
export default function ChannelsPage() {
  const { publicUrl, channels, mailboxes, loading, error, refetch } = useChannels();
  const refresh = (
    <Button size="sm" variant="outline" onClick={() => void refetch()} loading={loading && Boolean(channels)}>
      <RefreshCw aria-hidden /> Refresh
    </Button>
  );

  if (!channels || !mailboxes) {
    return (
      <>
        <BackToSettings />
        <PageHeader title="Channels" />
        {loading || !error ? (
          <Center py="16">
            <Spinner size="lg" aria-label="Loading channels" />
          </Center>
        ) : (
          <LoadFailed title={CHANNELS_MESSAGES.loadFailed} error={error} onRetry={refetch} maxW="xl" />
        )}
      </>
    );
  }

  return (
    <>
      <BackToSettings />
      <PageHeader title="Channels" actions={refresh} />
      <Stack gap="6">
        {publicUrl ? (
          <Text fontSize="sm" color="fg.muted">
            Webhook addresses are built from the public address <Code>{publicUrl}</Code> (PUBLIC_URL).
          </Text>
        ) : (
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>PUBLIC_URL is not set</Alert.Title>
              <Alert.Description>
                Set it to the address the app is reached at from the internet: the webhook addresses below are built from it, and
                Twilio&apos;s signatures are checked against it.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
          {channels.map((channel) => (
            <ChannelCard key={channel.kind} channel={channel} />
          ))}
        </SimpleGrid>
        <MailboxesSection mailboxes={mailboxes} />
        <TemplatesSection />
      </Stack>
    </>
  );
}
