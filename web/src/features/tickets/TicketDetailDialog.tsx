import { Badge, Box, Button, Card, Dialog, Field, Flex, Grid, Heading, Link, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowLeft, CheckSquare, Mail, Phone, StickyNote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TicketDetailFieldsFragment, TicketPriority, TicketStatus, UpdateTicketInput } from '../../gql/graphql';
import { formatSlaDuration } from '@pmp/shared';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';
import { ActivityFeed } from './ActivityFeed';
import { SlaBadge, StatusBadge } from './TicketBadges';
import { CallForm, EmailForm, NoteForm, useActivityDraftForm } from './TicketActivityForms';
import { PRIORITIES, PRIORITY_LABELS, STATUSES, STATUS_LABELS } from './ticketLabels';
import { TaskForm, TicketTasksPanel } from '../tasks';
import { TicketResponsibilityPanel } from '../troubleshooting';
import { useUserOptions } from './useTicketLookups';
import { useTicketDetail, useUpdateTicket } from './useTickets';
import { useOpenTicketLive } from './useTicketLive';
import { useConfirmDiscard } from '../../lib/DiscardChanges';
import { ModalDialog } from '../../lib/ModalDialog';
import { conversationPath } from '../../lib/paths';
import { useTicketConversations } from '../conversations/useConversations';
import { useCan } from '../auth/useCan';

type InlineForm = 'note' | 'task' | 'call' | 'email' | null;

interface TicketDetailDialogProps {
  ticketId: string;
  onClose: () => void;
}

function SidePanelSelect({
  label,
  value,
  onChange,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontSize="xs" color="gray.600">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} bg="white">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A side-panel value for a role that reads but does not change tickets. */
function SidePanelValue({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="gray.600" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="sm">{value}</Text>
    </Box>
  );
}

/**
 * Assignee, priority and status, applied at once and rolled back with a toast if the server
 * refuses; shown as text to a role that may not change them.
 */
function TicketControls({ ticket }: { ticket: TicketDetailFieldsFragment }) {
  const canWork = useCan('work');
  const { users } = useUserOptions();
  const { updateTicket, loading } = useUpdateTicket();
  const [shown, setShown] = useState({ assigneeId: ticket.assigneeId ?? '', priority: ticket.priority, status: ticket.status });
  useEffect(() => {
    setShown({ assigneeId: ticket.assigneeId ?? '', priority: ticket.priority, status: ticket.status });
  }, [ticket.assigneeId, ticket.priority, ticket.status]);

  async function change(field: 'assigneeId' | 'priority' | 'status', value: string) {
    const before = shown;
    setShown({ ...shown, [field]: value });
    const input: UpdateTicketInput = { id: ticket.id };
    if (field === 'assigneeId') input.assigneeId = value || null;
    if (field === 'priority') input.priority = value as TicketPriority;
    if (field === 'status') input.status = value as TicketStatus;
    try {
      await updateTicket(input);
      showSuccess('Ticket updated successfully');
    } catch (error) {
      setShown(before);
      showError('Failed to update ticket', errorMessage(error));
    }
  }

  const assigneeName = ticket.assignee
    ? [ticket.assignee.firstName, ticket.assignee.lastName].filter(Boolean).join(' ') || ticket.assignee.email
    : 'Unassigned';
  return (
    <Stack gap="3">
      {canWork ? (
        <>
          <SidePanelSelect label="Assignee" value={shown.assigneeId} onChange={(v) => void change('assigneeId', v)} disabled={loading}>
            <option value="">Unassigned</option>
            {ticket.assignee && !users.some((u) => u.id === ticket.assignee?.id) ? (
              <option value={ticket.assignee.id}>{assigneeName}</option>
            ) : null}
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </SidePanelSelect>
          <SidePanelSelect label="Priority" value={shown.priority} onChange={(v) => void change('priority', v)} disabled={loading}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </SidePanelSelect>
          <SidePanelSelect label="Status" value={shown.status} onChange={(v) => void change('status', v)} disabled={loading}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SidePanelSelect>
        </>
      ) : (
        <>
          <SidePanelValue label="Assignee" value={assigneeName} />
          <SidePanelValue label="Priority" value={PRIORITY_LABELS[ticket.priority]} />
          <SidePanelValue label="Status" value={STATUS_LABELS[ticket.status]} />
        </>
      )}
      <Box data-testid="sla-due-line" fontSize="sm">
        <Flex align="center" gap="2" wrap="wrap">
          <Text color="gray.700">
            {ticket.slaPausedAt
              ? `SLA paused since ${formatDateTime(ticket.slaPausedAt)} (${STATUS_LABELS[ticket.status].toLowerCase()})`
              : `SLA due ${formatDateTime(ticket.dueAt)}`}
          </Text>
          <SlaBadge state={ticket.slaState} pausedAt={ticket.slaPausedAt} />
        </Flex>
        {!ticket.resolvedAt && ticket.slaRemainingSeconds ? (
          <Text fontSize="xs" color="gray.600" data-testid="sla-remaining">
            {`${formatSlaDuration(ticket.slaRemainingSeconds)} of SLA time left${ticket.slaPausedAt ? ' when it resumes' : ''}`}
          </Text>
        ) : null}
        {ticket.resolvedAt ? (
          <Text fontSize="xs" color="gray.500">
            Resolved {formatDateTime(ticket.resolvedAt)}
          </Text>
        ) : null}
        {ticket.firstResponseAt ? (
          <Text fontSize="xs" color="gray.500">
            First response {formatDateTime(ticket.firstResponseAt)}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}

function ClientInfo({ ticket }: { ticket: TicketDetailFieldsFragment }) {
  const client = ticket.client;
  const rows: [string, string][] = [
    ['Name', [client.firstName, client.lastName].filter(Boolean).join(' ')],
    ['Company', client.companyName],
    ['Email', client.email],
    ['Phone', client.phone || 'N/A'],
    ['Language', client.language],
  ];
  return (
    <Stack gap="1" as="dl" fontSize="sm">
      {rows.map(([label, value]) => (
        <Flex key={label} gap="2">
          <Text as="dt" color="gray.500" w="20" flexShrink={0}>
            {label}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {value}
          </Text>
        </Flex>
      ))}
      <Text fontSize="xs" color="gray.500" pt="2">
        Requester: {ticket.requester.name} ({ticket.requester.email}){ticket.property ? ` · Property: ${ticket.property.name}` : ''}
      </Text>
    </Stack>
  );
}

/** The conversations linked to the ticket, each a link to its thread. */
function TicketConversationLinks({ ticketId }: { ticketId: string }) {
  const { conversations, loading } = useTicketConversations(ticketId);
  if (loading && conversations.length === 0) return <Spinner size="sm" />;
  if (conversations.length === 0) {
    return (
      <Text fontSize="sm" color="gray.500">
        No conversations linked
      </Text>
    );
  }
  return (
    <Stack gap="2" as="ul" listStyleType="none">
      {conversations.map((conversation) => (
        <Box as="li" key={conversation.id} fontSize="sm">
          <Link asChild color="blue.600" fontWeight="medium">
            <RouterLink to={conversationPath(conversation.id)}>
              {conversation.subject?.trim() || `${conversation.channel.toLowerCase()} conversation`}
            </RouterLink>
          </Link>
          <Text fontSize="xs" color="gray.500">
            {conversation.contact?.name ?? 'Unknown contact'} · {conversation.messageCount} messages ·{' '}
            {formatDateTime(conversation.lastMessageAt)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function SidePanelCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" bg="white">
      <Card.Header pb="0">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function TicketDetail({ ticket }: { ticket: TicketDetailFieldsFragment }) {
  // A note or e-mail left unsent on this ticket opens again with its draft.
  const draftForm = useActivityDraftForm(ticket.id);
  const [form, setForm] = useState<InlineForm>(draftForm);
  const canWork = useCan('work');
  const openers = { note: useRef<HTMLButtonElement>(null), call: useRef<HTMLButtonElement>(null), email: useRef<HTMLButtonElement>(null) };
  const close = () => setForm(null);
  const toggle = (next: Exclude<InlineForm, null>) => setForm((current) => (current === next ? null : next));
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
      <Stack gap="5" minW="0">
        <Box>
          <Text fontSize="sm" color="gray.500">
            {ticket.client.email} · Created {formatDateTime(ticket.createdAt)}
          </Text>
          <Text mt="3" whiteSpace="pre-wrap" wordBreak="break-word">
            {ticket.description}
          </Text>
          {ticket.tags.length ? (
            <Flex gap="1" mt="3" wrap="wrap">
              {ticket.tags.map((tag) => (
                <Badge key={tag} variant="surface" size="sm">
                  {tag}
                </Badge>
              ))}
            </Flex>
          ) : null}
        </Box>
        {canWork ? (
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant={form === 'note' ? 'solid' : 'outline'} onClick={() => toggle('note')} ref={openers.note}>
              <StickyNote /> Add Note
            </Button>
            <Button size="sm" variant={form === 'task' ? 'solid' : 'outline'} onClick={() => toggle('task')}>
              <CheckSquare /> Create Task
            </Button>
            <Button size="sm" variant={form === 'call' ? 'solid' : 'outline'} onClick={() => toggle('call')} ref={openers.call}>
              <Phone /> Record Call
            </Button>
            <Button size="sm" variant={form === 'email' ? 'solid' : 'outline'} onClick={() => toggle('email')} ref={openers.email}>
              <Mail /> Send Email
            </Button>
          </Flex>
        ) : null}
        {form === 'note' ? <NoteForm ticketId={ticket.id} onDone={close} opener={openers.note} /> : null}
        {form === 'task' ? (
          <Box borderWidth="1px" rounded="md" p="4">
            <TaskForm ticketId={ticket.id} onDone={close} onCancel={close} />
          </Box>
        ) : null}
        {form === 'call' ? <CallForm ticketId={ticket.id} onDone={close} opener={openers.call} requester={ticket.requester} /> : null}
        {form === 'email' ? (
          <EmailForm ticketId={ticket.id} onDone={close} opener={openers.email} recipient={ticket.requester.email} />
        ) : null}
        <Box>
          <Heading as="h3" size="md" mb="2">
            Activity Feed
          </Heading>
          <ActivityFeed ticketId={ticket.id} />
        </Box>
      </Stack>
      <Stack gap="4">
        <Card.Root variant="outline" size="sm" bg="white">
          <Card.Body>
            <TicketTasksPanel ticketId={ticket.id} onCreate={() => setForm('task')} />
          </Card.Body>
        </Card.Root>
        <SidePanelCard title="Client">
          <ClientInfo ticket={ticket} />
        </SidePanelCard>
        <SidePanelCard title="Responsibility">
          <TicketResponsibilityPanel ticketId={ticket.id} />
        </SidePanelCard>
        <SidePanelCard title="Conversations">
          <TicketConversationLinks ticketId={ticket.id} />
        </SidePanelCard>
        <SidePanelCard title="Ticket">
          <TicketControls ticket={ticket} />
        </SidePanelCard>
      </Stack>
    </Grid>
  );
}

/** Back to the list, asking first while a form on the ticket has changes that are not kept as a draft. */
function BackButton({ onClose }: { onClose: () => void }) {
  const confirmDiscard = useConfirmDiscard();
  return (
    <Button size="sm" variant="ghost" onClick={() => confirmDiscard(onClose)} aria-label="Back">
      <ArrowLeft /> Back
    </Button>
  );
}

/** Ticket detail, full screen, at /tickets?ticket={id}; closing removes the parameter. */
export function TicketDetailDialog({ ticketId, onClose }: TicketDetailDialogProps) {
  const { ticket, loading, error } = useTicketDetail(ticketId);
  // What another agent changes on this ticket (status, assignee, a note, a task) shows at once.
  useOpenTicketLive(ticketId);
  return (
    <ModalDialog onClose={onClose} size="full" scrollBehavior="inside" contentProps={{ bg: 'gray.50' }}>
      <Dialog.Header bg="white" borderBottomWidth="1px" borderColor="gray.200" py="3">
        <Flex align="center" gap="3" wrap="wrap" w="full">
          <BackButton onClose={onClose} />
          {ticket ? (
            <>
              <StatusBadge status={ticket.status} />
              <Text fontFamily="mono" color="gray.500">
                #{ticket.number}
              </Text>
              <Dialog.Title fontSize="lg" lineClamp={1} flex="1" minW="0">
                {ticket.title}
              </Dialog.Title>
            </>
          ) : (
            <Dialog.Title fontSize="lg">Ticket</Dialog.Title>
          )}
        </Flex>
      </Dialog.Header>
      <Dialog.Body py="6" px={{ base: '4', md: '8' }}>
        {ticket ? (
          <TicketDetail ticket={ticket} />
        ) : loading ? (
          <Flex align="center" gap="2" color="gray.500">
            <Spinner size="sm" /> Loading ticket...
          </Flex>
        ) : (
          <Text color="red.600">{error ? errorMessage(error) : 'Ticket not found'}</Text>
        )}
      </Dialog.Body>
    </ModalDialog>
  );
}
