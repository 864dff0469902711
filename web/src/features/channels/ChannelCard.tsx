import { Alert, Badge, Box, Button, Card, Code, Field, Flex, Input, List, Stack, Text } from '@chakra-ui/react';
import { CHANNELS_MESSAGES, E164_PATTERN } from '@pmp/shared';
import { Check, Copy, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ChannelTest } from '../../gql/graphql';
import { formatDateTimeWithYear } from '../../lib/dates';
import { errorMessage, readApolloError } from '../../lib/errors';
import { useSendChannelTest, type ChannelStatus } from './useChannels';

const TEST_TARGETS: Record<
  ChannelTest,
  { label: string; placeholder: string; type: 'email' | 'tel'; valid: (to: string) => boolean; invalid: string }
> = {
  EMAIL: {
    label: 'Send a test e-mail to',
    placeholder: 'you@example.com',
    type: 'email',
    valid: (to) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to),
    invalid: CHANNELS_MESSAGES.emailInvalid,
  },
  SMS: {
    label: 'Send a test SMS to',
    placeholder: '+441234567890',
    type: 'tel',
    valid: (to) => E164_PATTERN.test(to),
    invalid: CHANNELS_MESSAGES.phoneInvalid,
  },
  WHATSAPP: {
    label: 'Send a test WhatsApp message to',
    placeholder: '+441234567890',
    type: 'tel',
    valid: (to) => E164_PATTERN.test(to),
    invalid: CHANNELS_MESSAGES.phoneInvalid,
  },
};

/** A moment, or what stands for none. */
function when(value: string | null | undefined, none = 'Never'): string {
  return value ? formatDateTimeWithYear(value) : none;
}

/** Copies a webhook address; says so for a moment. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={`Copy ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** "Send test": a real message through the product's sender, its outcome shown under the form. */
function SendTestForm({ channel, test }: { channel: ChannelStatus; test: ChannelTest }) {
  const target = TEST_TARGETS[test];
  const { send, sending } = useSendChannelTest();
  const [to, setTo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = to.trim();
    if (!target.valid(value)) {
      setFieldError(target.invalid);
      return;
    }
    setFieldError(null);
    setOutcome(null);
    try {
      const result = await send({ channel: test, to: value });
      if (!result) return;
      setOutcome(
        result.ok
          ? {
              ok: true,
              text: `Sent to ${result.to}${result.provider ? ` through ${result.provider}` : ''}${result.reference ? ` (${result.reference})` : ''}.`,
            }
          : { ok: false, text: result.error ?? 'Not sent' },
      );
    } catch (error) {
      const read = readApolloError(error);
      if (read.field === 'to') setFieldError(read.message);
      else setOutcome({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event: FormEvent) => void onSubmit(event)} aria-label={`Send test on ${channel.label}`} noValidate>
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Field.Root invalid={Boolean(fieldError)} flex="1" minW="56">
          <Field.Label htmlFor={inputId}>{target.label}</Field.Label>
          <Input
            id={inputId}
            size="sm"
            type={target.type}
            placeholder={target.placeholder}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="blue" loading={sending} loadingText="Sending...">
          <Send aria-hidden /> Send test
        </Button>
      </Flex>
      {fieldError ? (
        <Text fontSize="sm" color="red.600" mt="1" role="alert">
          {fieldError}
        </Text>
      ) : null}
      {outcome ? (
        <Alert.Root status={outcome.ok ? 'success' : 'error'} variant="subtle" mt="2" role="status" data-testid="channel-test-outcome">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{outcome.ok ? CHANNELS_MESSAGES.testSent : CHANNELS_MESSAGES.testFailed}</Alert.Title>
            <Alert.Description>{outcome.text}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </form>
  );
}

/** One channel: set up or not (and what is missing), how, its addresses to paste, newest traffic and failure, Send test. */
export function ChannelCard({ channel }: { channel: ChannelStatus }) {
  const titleId = useId();
  return (
    <Card.Root variant="outline" bg="white" aria-labelledby={titleId} data-testid={`channel-${channel.kind.toLowerCase()}`}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title as="h2" id={titleId} fontSize="md">
            {channel.label}
          </Card.Title>
          <Badge colorPalette={channel.configured ? 'green' : 'orange'} variant="subtle" size="md">
            {channel.configured ? 'Configured' : 'Not configured'}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" fontSize="sm">
          {channel.missing.length ? (
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Missing</Alert.Title>
                <Alert.Description>
                  <List.Root ps="4">
                    {channel.missing.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {channel.details.length ? (
            <List.Root ps="4" color="fg.muted">
              {channel.details.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          ) : null}
          {channel.webhooks.length ? (
            <Stack gap="2">
              <Text fontWeight="medium">Webhook addresses</Text>
              {channel.webhooks.map((webhook) => (
                <Box key={`${webhook.label}${webhook.path}`} borderWidth="1px" borderColor="gray.200" rounded="md" p="2">
                  <Text color="fg.muted">{webhook.label}</Text>
                  <Flex gap="2" align="center" wrap="wrap" mt="1">
                    <Code fontSize="xs" wordBreak="break-all" data-testid="webhook-url">
                      {webhook.url ?? webhook.path}
                    </Code>
                    {webhook.url ? <CopyButton text={webhook.url} label={webhook.label} /> : null}
                  </Flex>
                  {webhook.url ? null : (
                    <Text color="orange.700" mt="1">
                      Set PUBLIC_URL to see the full address.
                    </Text>
                  )}
                  {webhook.note ? (
                    <Text color="fg.muted" fontSize="xs" mt="1">
                      {webhook.note}
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
          ) : null}
          <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="1">
            <Text as="dt" color="fg.muted">
              Last received
            </Text>
            <Text as="dd">{when(channel.lastReceivedAt)}</Text>
            {channel.test ? (
              <>
                <Text as="dt" color="fg.muted">
                  Last sent
                </Text>
                <Text as="dd">{when(channel.lastSentAt)}</Text>
              </>
            ) : null}
            <Text as="dt" color="fg.muted">
              Last error
            </Text>
            <Text as="dd" color={channel.lastError ? 'red.700' : undefined} data-testid="channel-last-error">
              {channel.lastError ? `${channel.lastError} (${when(channel.lastErrorAt, 'time unknown')})` : 'None'}
            </Text>
          </Box>
          {channel.test ? <SendTestForm channel={channel} test={channel.test} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
