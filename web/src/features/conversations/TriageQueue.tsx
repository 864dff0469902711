import { Badge, Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { TRIAGE_CONFIDENCE_LABELS, TRIAGE_NEEDS_REVIEW_LABEL, TRIAGE_TOASTS, TriageConfidenceValue, byName } from '@pmp/shared';
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Channel, TriageAction, TriageConfidence } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { FormDialog } from '../../lib/FormDialog';
import { SearchableSelect } from '../../lib/SearchableSelect';
import { errorMessage, readApolloError } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';
import { useClientOptions } from '../tickets/useTicketLookups';
import { useTriageMessage, useTriageQueue, useTriageTicketOptions, type TriageItem } from './useTriageQueue';
import { useTriageQueueLive } from './useConversationEvents';

const CONFIDENCE_LABELS = byName(TriageConfidenceValue, TRIAGE_CONFIDENCE_LABELS);
const CONFIDENCE_COLORS: Record<TriageConfidence, string> = { HIGH: 'green', MEDIUM: 'yellow', LOW: 'orange' };
const CHANNEL_LABELS: Record<Channel, string> = { EMAIL: 'Email', SMS: 'SMS', WHATSAPP: 'WhatsApp' };

/** '#1234 - Boiler not working', as the ticket selector and the suggestion show a ticket. */
export const ticketLabel = (ticket: { number: number; title: string }) => `#${ticket.number} - ${ticket.title}`;

interface TriageInput {
  action: TriageAction;
  ticketId?: string | null;
  clientId?: string | null;
}

/** Which card is busy, and with which of its buttons. */
type Busy = { id: string; doing: 'accept' | 'assign' | 'create' } | null;

/**
 * The Triage Queue tab: a card per inbound message that belongs to no ticket yet (urgent first,
 * then oldest first), with the routing suggestion computed when it arrived, and the ways out of
 * the queue: Accept Suggestion, Assign to Ticket, Create New Ticket. Refreshed every 30 s.
 */
export default function TriageQueue() {
  const { items, totalCount, totalCountCapped, loading, error, refetch } = useTriageQueue();
  useTriageQueueLive(refetch);
  const { triage } = useTriageMessage();
  const [busy, setBusy] = useState<Busy>(null);
  const [assigning, setAssigning] = useState<TriageItem | null>(null);
  const [askingClient, setAskingClient] = useState<{ item: TriageItem; reason: string } | null>(null);

  /** Runs one action; true when the message was triaged. Without a client the server names the clientId field: then ask for one. */
  const run = async (item: TriageItem, input: TriageInput, doing: NonNullable<Busy>['doing']): Promise<boolean> => {
    setBusy({ id: item.id, doing });
    try {
      await triage({ messageId: item.messageId, ...input });
      showSuccess(TRIAGE_TOASTS.triaged);
      return true;
    } catch (failure) {
      const read = readApolloError(failure);
      if (input.action === 'CREATE_TICKET' && !input.clientId && read.field === 'clientId') {
        setAskingClient({ item, reason: read.message });
      } else {
        showError(TRIAGE_TOASTS.failed, read.message);
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  if (loading) {
    return (
      <Flex justify="center" py="10">
        <Spinner aria-label="Loading the triage queue" />
      </Flex>
    );
  }
  if (error) {
    return (
      <Text color="red.600" fontSize="sm">
        {errorMessage(error)}
      </Text>
    );
  }
  if (items.length === 0) {
    return (
      <Stack align="center" borderWidth="1px" borderRadius="lg" bg="white" p="10" gap="2" textAlign="center">
        <CircleCheck size={32} color="var(--chakra-colors-green-500)" aria-hidden />
        <Text fontWeight="semibold">All caught up!</Text>
        <Text color="fg.muted" fontSize="sm">
          No messages are waiting for triage.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {totalCount > items.length ? (
        <Text fontSize="sm" color="fg.muted">
          Showing the first {items.length} of {totalCount.toLocaleString('en-GB')}
          {totalCountCapped ? '+' : ''} waiting messages, urgent first, then oldest first.
        </Text>
      ) : null}
      {items.map((item) => (
        <TriageCard
          key={item.id}
          item={item}
          busy={busy?.id === item.id ? busy.doing : null}
          onAccept={() => void run(item, { action: 'ASSIGN', ticketId: item.suggestedRouting.ticketId }, 'accept')}
          onAssign={() => setAssigning(item)}
          onCreate={() => void run(item, { action: 'CREATE_TICKET' }, 'create')}
        />
      ))}
      {assigning ? (
        <AssignDialog
          item={assigning}
          busy={busy?.id === assigning.id}
          onClose={() => setAssigning(null)}
          onAssign={async (ticketId) => {
            if (await run(assigning, { action: 'ASSIGN', ticketId }, 'assign')) setAssigning(null);
          }}
        />
      ) : null}
      {askingClient ? (
        <ClientDialog
          reason={askingClient.reason}
          busy={busy?.id === askingClient.item.id}
          onClose={() => setAskingClient(null)}
          onChoose={async (clientId) => {
            if (await run(askingClient.item, { action: 'CREATE_TICKET', clientId }, 'create')) setAskingClient(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

function TriageCard({
  item,
  busy,
  onAccept,
  onAssign,
  onCreate,
}: {
  item: TriageItem;
  busy: NonNullable<Busy>['doing'] | null;
  onAccept: () => void;
  onAssign: () => void;
  onCreate: () => void;
}) {
  const routing = item.suggestedRouting;
  const title = item.subject?.trim() || `${CHANNEL_LABELS[item.channel]} message`;
  const suggested = routing.ticketId && routing.ticketNumber !== null && routing.ticketNumber !== undefined ? routing : null;
  return (
    <Box as="article" aria-label={title} data-testid="triage-item" borderWidth="1px" borderRadius="lg" bg="white" p="4">
      <Flex justify="space-between" align="start" gap="3">
        <HStack align="start" gap="3">
          <Box pt="0.5" color={routing.urgent ? 'red.500' : 'blue.500'}>
            {routing.urgent ? <TriangleAlert size={20} aria-label="Urgent" /> : <Clock size={20} aria-label="Waiting" />}
          </Box>
          <Box>
            <Text fontWeight="semibold">{title}</Text>
            <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text>{item.contactName ?? 'Unknown sender'}</Text>
              <Text aria-hidden>·</Text>
              <Text>{formatDateTime(item.createdAt)}</Text>
              <Badge variant="outline" size="sm">
                {CHANNEL_LABELS[item.channel]}
              </Badge>
            </HStack>
          </Box>
        </HStack>
        {routing.confidence ? (
          <Badge colorPalette={CONFIDENCE_COLORS[routing.confidence]} variant="subtle" flexShrink={0}>
            {CONFIDENCE_LABELS[routing.confidence]}
          </Badge>
        ) : (
          <Badge colorPalette="gray" variant="subtle" flexShrink={0}>
            {TRIAGE_NEEDS_REVIEW_LABEL}
          </Badge>
        )}
      </Flex>
      <Text mt="3" fontSize="sm" whiteSpace="pre-wrap" lineClamp={6}>
        {item.body}
      </Text>
      <Box mt="3" borderRadius="md" p="3" bg={routing.urgent ? 'red.50' : 'gray.50'}>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          Routing suggestion
        </Text>
        {suggested ? (
          <Text fontSize="sm" fontWeight="medium">
            {ticketLabel({ number: suggested.ticketNumber!, title: suggested.ticketTitle ?? '' })}
          </Text>
        ) : null}
        <Text fontSize="sm" color={routing.urgent ? 'red.700' : 'fg.muted'}>
          {routing.reason}
        </Text>
      </Box>
      <HStack mt="3" gap="2" wrap="wrap">
        {suggested ? (
          <Button size="sm" colorPalette="blue" onClick={onAccept} disabled={busy !== null} loading={busy === 'accept'}>
            Accept Suggestion
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onAssign} disabled={busy !== null}>
          Assign to Ticket
        </Button>
        <Button size="sm" variant="outline" onClick={onCreate} disabled={busy !== null} loading={busy === 'create'}>
          Create New Ticket
        </Button>
      </HStack>
    </Box>
  );
}

/** Assign to Ticket: a ticket selector ('#number - title'), narrowed by a search; Assign needs a chosen ticket. */
function AssignDialog({
  item,
  busy,
  onClose,
  onAssign,
}: {
  item: TriageItem;
  busy: boolean;
  onClose: () => void;
  onAssign: (ticketId: string) => Promise<void>;
}) {
  const [search, setSearch] = useState('');
  const [ticketId, setTicketId] = useState(item.suggestedRouting.ticketId ?? '');
  const { tickets, total, loading } = useTriageTicketOptions(search, false);
  const routing = item.suggestedRouting;
  // The suggested ticket stays choosable whatever the search shows.
  const options =
    routing.ticketId && routing.ticketNumber && !tickets.some((t) => t.id === routing.ticketId)
      ? [{ id: routing.ticketId, number: routing.ticketNumber, title: routing.ticketTitle ?? '' }, ...tickets]
      : tickets;
  return (
    <FormDialog
      title="Assign to Ticket"
      onClose={onClose}
      onSubmit={() => void onAssign(ticketId)}
      submitLabel="Assign"
      canSubmit={Boolean(ticketId)}
      busy={busy}
      dirty={ticketId !== (item.suggestedRouting.ticketId ?? '')}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          The message and its conversation will be linked to the ticket.
        </Text>
        <SearchableSelect
          label="Ticket"
          search={search}
          onSearch={setSearch}
          searchPlaceholder="Search by title, description or number..."
          value={ticketId}
          onChange={setTicketId}
          options={options.map((ticket) => ({ value: ticket.id, label: ticketLabel(ticket) }))}
          loading={loading}
          total={total}
        />
      </Stack>
    </FormDialog>
  );
}

/** Create New Ticket when the server could not tell the sender's client: the agent chooses one. */
function ClientDialog({
  reason,
  busy,
  onClose,
  onChoose,
}: {
  reason: string;
  busy: boolean;
  onClose: () => void;
  onChoose: (clientId: string) => Promise<void>;
}) {
  const [search, setSearch] = useState('');
  const [clientId, setClientId] = useState('');
  const { clients, total, loading } = useClientOptions(search);
  return (
    <FormDialog
      title="Choose a Client"
      onClose={onClose}
      onSubmit={() => void onChoose(clientId)}
      submitLabel="Create Ticket"
      canSubmit={Boolean(clientId)}
      busy={busy}
      dirty={clientId !== ''}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {reason}
        </Text>
        <SearchableSelect
          label="Client"
          search={search}
          onSearch={setSearch}
          searchPlaceholder="Search clients..."
          value={clientId}
          onChange={setClientId}
          options={clients.map((client) => ({ value: client.id, label: client.companyName }))}
          loading={loading}
          total={total}
        />
      </Stack>
    </FormDialog>
  );
}
