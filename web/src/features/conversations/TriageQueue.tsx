import { Alert, Badge, Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  CHANNEL_LABELS,
  ChannelValue,
  TRIAGE_CONFIDENCE_LABELS,
  TRIAGE_NEEDS_REVIEW_LABEL,
  TRIAGE_TOASTS,
  TriageConfidenceValue,
  byName,
  untitledMessage,
} from '@pmp/shared';
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TriageActionInput, TriageConfidence } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { FormDialog } from '../../lib/FormDialog';
import { SearchableSelect } from '../../lib/SearchableSelect';
import { errorMessage, readApolloError } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/people/useDebouncedValue';
import { ticketDetailPath } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toaster';
import { TicketFormDialog, newTicketInitialValues, toCreateTicketInput } from '../tickets';
import { useCan } from '../auth/useCan';
import { BlockedSenders } from './BlockedSenders';
import { DismissDialog } from './DismissDialog';
import { useTriageMessage, useTriageQueue, useTriageTicketChoices, useTriageTicketDraft, type TriageItem } from './useTriageQueue';

const CONFIDENCE_LABELS = byName(TriageConfidenceValue, TRIAGE_CONFIDENCE_LABELS);
const CONFIDENCE_COLORS: Record<TriageConfidence, string> = { HIGH: 'green', MEDIUM: 'yellow', LOW: 'orange' };

/** '#1234 - Boiler not working', as the ticket selector and the suggestion show a ticket. */
export const ticketLabel = (ticket: { number: number; title: string }) => `#${ticket.number} - ${ticket.title}`;

/** Which card is busy, and with which of its buttons. */
type Busy = { id: string; doing: 'accept' | 'assign' } | null;

/** The toast after a triage: what happened, and a link to the ticket ('#1234 - Boiler not working'). */
function showTriaged(result: { ticketId: string; ticketNumber: number; ticketTitle: string; ticketCreated: boolean }): void {
  showSuccess(TRIAGE_TOASTS.triaged, result.ticketCreated ? TRIAGE_TOASTS.created : TRIAGE_TOASTS.linked, {
    label: ticketLabel({ number: result.ticketNumber, title: result.ticketTitle }),
    to: ticketDetailPath(result.ticketId),
  });
}

/**
 * The Triage Queue tab: a card per inbound message that belongs to no ticket yet (urgent first,
 * then oldest first), with the routing suggestion computed when it arrived, and the ways out of
 * the queue: Accept Suggestion, Assign to Ticket, Create New Ticket, Dismiss (for a role that may
 * change conversations; others read the queue). Refreshed every 30 s.
 */
export default function TriageQueue() {
  const canWork = useCan('work');
  const { items, totalCount, totalCountCapped, loading, error } = useTriageQueue();
  const { triage } = useTriageMessage();
  const [busy, setBusy] = useState<Busy>(null);
  const [assigning, setAssigning] = useState<TriageItem | null>(null);
  const [drafting, setDrafting] = useState<TriageItem | null>(null);
  const [dismissing, setDismissing] = useState<TriageItem | null>(null);

  /** Assigns the message to a ticket; true when it was triaged. */
  const assign = async (item: TriageItem, ticketId: string, doing: NonNullable<Busy>['doing']): Promise<boolean> => {
    setBusy({ id: item.id, doing });
    try {
      const result = await triage({ messageId: item.messageId, action: 'ASSIGN', ticketId });
      if (result) showTriaged(result);
      return true;
    } catch (failure) {
      showError(TRIAGE_TOASTS.failed, readApolloError(failure).message);
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
      <Stack gap="3">
        <Stack align="center" borderWidth="1px" borderRadius="lg" bg="white" p="10" gap="2" textAlign="center">
          <CircleCheck size={32} color="var(--chakra-colors-green-500)" aria-hidden />
          <Text fontWeight="semibold">All caught up!</Text>
          <Text color="fg.muted" fontSize="sm">
            No messages are waiting for triage.
          </Text>
        </Stack>
        <BlockedSenders canUnblock={canWork} />
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
      {canWork ? null : (
        <Text fontSize="sm" color="fg.muted">
          Your role can read the queue but not triage it.
        </Text>
      )}
      {items.map((item) => (
        <TriageCard
          key={item.id}
          item={item}
          busy={busy?.id === item.id ? busy.doing : null}
          actions={
            canWork
              ? {
                  onAccept: () => void assign(item, item.suggestedRouting.ticketId ?? '', 'accept'),
                  onAssign: () => setAssigning(item),
                  onCreate: () => setDrafting(item),
                  onDismiss: () => setDismissing(item),
                }
              : null
          }
        />
      ))}
      <BlockedSenders canUnblock={canWork} />
      {dismissing ? <DismissDialog item={dismissing} onClose={() => setDismissing(null)} /> : null}
      {assigning ? (
        <AssignDialog
          item={assigning}
          busy={busy?.id === assigning.id}
          onClose={() => setAssigning(null)}
          onAssign={async (ticketId) => {
            if (await assign(assigning, ticketId, 'assign')) setAssigning(null);
          }}
        />
      ) : null}
      {drafting ? (
        <CreateTicketDialog
          item={drafting}
          onClose={() => setDrafting(null)}
          onCreate={async (input) => {
            const result = await triage({ messageId: drafting.messageId, action: 'CREATE_TICKET', ticket: input });
            if (result) showTriaged(result);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** A card's ways out of the queue; null for a role that may not triage. */
interface TriageActions {
  onAccept: () => void;
  onAssign: () => void;
  onCreate: () => void;
  onDismiss: () => void;
}

function TriageCard({ item, busy, actions }: { item: TriageItem; busy: NonNullable<Busy>['doing'] | null; actions: TriageActions | null }) {
  const routing = item.suggestedRouting;
  const channel = ChannelValue[item.channel];
  const title = item.subject?.trim() || untitledMessage(channel);
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
                {CHANNEL_LABELS[channel]}
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
      {actions ? (
        <HStack mt="3" gap="2" wrap="wrap">
          {suggested ? (
            <Button size="sm" colorPalette="blue" onClick={actions.onAccept} disabled={busy !== null} loading={busy === 'accept'}>
              Accept Suggestion
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={actions.onAssign} disabled={busy !== null}>
            Assign to Ticket
          </Button>
          <Button size="sm" variant="outline" onClick={actions.onCreate} disabled={busy !== null}>
            Create New Ticket
          </Button>
          <Button size="sm" variant="ghost" onClick={actions.onDismiss} disabled={busy !== null}>
            Dismiss
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}

/**
 * Assign to Ticket: a ticket selector ('#number - title'), the sender's open tickets first, narrowed
 * by a search on the server; Assign needs a chosen ticket.
 */
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
  // The server is asked once the typing pauses, not per key.
  const { tickets, total, loading } = useTriageTicketChoices(item.messageId, useDebouncedValue(search));
  const routing = item.suggestedRouting;
  // The suggested ticket stays choosable whatever the search shows.
  const options =
    routing.ticketId && routing.ticketNumber && !tickets.some((t) => t.id === routing.ticketId)
      ? [{ id: routing.ticketId, number: routing.ticketNumber, title: routing.ticketTitle ?? '', sendersOpen: false }, ...tickets]
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
          options={options.map((ticket) => ({
            value: ticket.id,
            label: ticketLabel(ticket),
            group: ticket.sendersOpen ? SENDERS_TICKETS : OTHER_TICKETS,
          }))}
          loading={loading}
          total={total}
        />
      </Stack>
    </FormDialog>
  );
}

/** Assign to Ticket's headings. */
const SENDERS_TICKETS = "Sender's open tickets";
const OTHER_TICKETS = 'Other tickets';

/**
 * Create New Ticket from a message: the ticket form, prefilled from the message's draft (title,
 * description, priority, category, the sender and, when they can be told, their client and
 * property); the ticket is created, linked to the message, only when the agent confirms it.
 */
function CreateTicketDialog({
  item,
  onClose,
  onCreate,
}: {
  item: TriageItem;
  onClose: () => void;
  onCreate: (input: TriageActionInput['ticket']) => Promise<void>;
}) {
  const { draft, loading, error } = useTriageTicketDraft(item.messageId);
  // The draft cannot be read (the message was triaged meanwhile): say why and close.
  useEffect(() => {
    if (!error) return;
    showError(TRIAGE_TOASTS.failed, errorMessage(error));
    onClose();
  }, [error, onClose]);
  if (error) return null;
  return (
    <TicketFormDialog
      loading={loading || !draft ? 'Reading the message...' : null}
      initialValues={
        draft
          ? {
              ...newTicketInitialValues,
              title: draft.title,
              description: draft.description,
              priority: draft.priority,
              category: draft.category,
              clientId: draft.clientId ?? '',
              requesterId: draft.requesterId ?? '',
              propertyId: draft.propertyId ?? '',
            }
          : newTicketInitialValues
      }
      pinned={{
        client: draft?.clientId ? { id: draft.clientId, companyName: draft.clientName ?? '' } : null,
        requester: draft?.requesterId
          ? { id: draft.requesterId, name: draft.requesterName ?? '', email: draft.requesterEmail ?? '' }
          : null,
      }}
      notice={
        <Alert.Root status="info" variant="subtle" mb="4">
          <Alert.Indicator />
          <Alert.Description>
            {draft && !draft.clientId
              ? `From ${item.contactName ?? 'an unknown sender'}'s message: the client could not be told, choose one. Check the other fields before creating the ticket.`
              : `From ${item.contactName ?? 'an unknown sender'}'s message: check the title, priority, category and property before creating the ticket.`}
          </Alert.Description>
        </Alert.Root>
      }
      failedTitle={TRIAGE_TOASTS.failed}
      onClose={onClose}
      onSubmit={(values) => onCreate(toCreateTicketInput(values, {}))}
    />
  );
}
