import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  Grid,
  HStack,
  Link,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  CHANNEL_LABELS,
  CHANNEL_MESSAGES,
  CONVERSATION_LIMITS,
  CONVERSATION_STATE_LABELS,
  ChannelValue,
  ConversationStateValue,
  DELIVERY_LABELS,
  MessageStatusValue,
  byName,
} from '@pmp/shared';
import { FileText, Mail, MessageCircle, MessageSquare, Paperclip } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { ConversationThreadDocument, type Channel, type ConversationState, type UpdateConversationInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { FilterCard, FilterSelect, SearchField } from '../../lib/FilterFields';
import { ListFooter } from '../../lib/ListFooter';
import { showError } from '../../lib/toaster';
import { useAddressState } from '../../lib/useAddressState';
import { ticketDetailPath } from '../../lib/paths';
import { SendBlocked } from '../../lib/SendBlocked';
import { draftKey, useDraft } from '../../lib/useDraft';
import { useRecordParam } from '../../lib/useRecordParam';
import { useAuth } from '../auth/useAuth';
import { useCan } from '../auth/useCan';
import { UrgentMessageRecord } from '../oncall';
import { useOpenShownUrgentMessages } from '../oncall/useUrgentAlerts';
import { useUserOptions } from '../tickets/useTicketLookups';
import { ComposeEmailDialog } from './ComposeEmailDialog';
import { SendTemplateDialog } from './SendTemplateDialog';
import { useConversationListLive, useConversationLive } from './useConversationEvents';
import {
  CONVERSATIONS_PAGE,
  sendWithToasts,
  useChannelState,
  useConversationList,
  useMarkConversationRead,
  useUpdateConversation,
  type ConversationFilter,
  useConversationThread,
  useRetryMessage,
  useSendReply,
  useWhatsAppWindowClosed,
  type ConversationCard,
  type ConversationMessage,
  type ThreadMessage,
} from './useConversations';

const CHANNEL_ICONS = { EMAIL: Mail, SMS: MessageSquare, WHATSAPP: MessageCircle } as const;

/** A state's label by GraphQL name ('Waiting on customer'). */
export const STATE_LABELS: Record<ConversationState, string> = byName(ConversationStateValue, CONVERSATION_STATE_LABELS);
const STATE_NAMES = Object.keys(STATE_LABELS) as ConversationState[];
const CHANNEL_NAMES = Object.keys(CHANNEL_ICONS) as Channel[];

/** The card's title: the subject, else '{Channel} conversation'. */
export function conversationTitle(conversation: Pick<ConversationCard, 'subject' | 'channel'>): string {
  return conversation.subject?.trim() || `${CHANNEL_LABELS[ChannelValue[conversation.channel]]} conversation`;
}

const ADDRESS_KEYS = ['search', 'view', 'state', 'channel', 'unread', 'offset'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];

/**
 * The list's filter from the address. The state shows Open unless another (or 'all') is chosen;
 * the view is everyone's, 'mine', 'unassigned' or one agent's id.
 */
function filterOf(applied: Record<AddressKey, string>): ConversationFilter {
  const state = applied.state === 'all' ? undefined : (STATE_NAMES.find((name) => name === applied.state.toUpperCase()) ?? 'OPEN');
  const channel = CHANNEL_NAMES.find((name) => name === applied.channel.toUpperCase());
  const view = applied.view;
  return {
    search: applied.search || undefined,
    state,
    channel,
    mine: view === 'mine' || undefined,
    unassigned: view === 'unassigned' || undefined,
    assigneeId: view && view !== 'mine' && view !== 'unassigned' ? view : undefined,
    unread: applied.unread === 'true' || undefined,
  };
}

/**
 * The Conversations tab: filters above, the list on the left, the chosen thread with its reply box
 * on the right (read-only for a role that may not change conversations).
 */
export default function ConversationsPanel() {
  const canWork = useCan('work');
  const address = useAddressState(ADDRESS_KEYS, { debounced: ['search'], page: 'offset' });
  const { applied, values, set } = address;
  const filter = useMemo(() => filterOf(applied), [applied]);
  const offset = Math.max(0, Number.parseInt(applied.offset || '0', 10) || 0);
  const { conversations, totalCount, loading, stale, error, refetch } = useConversationList(filter, offset);
  useConversationListLive(refetch);
  const { users: listed } = useUserOptions();
  const me = useAuth().user;
  // The picker lists the first users by name: the signed-in user is always among them.
  const users = useMemo(
    () => (me && !listed.some((u) => u.id === me.id) ? [{ id: me.id, name: me.name }, ...listed] : listed),
    [me, listed],
  );
  const { id: selectedId, open } = useRecordParam('conversation');

  return (
    <Stack gap="4">
      <ConversationFilters values={values} onChange={set} onSearchNow={address.flush} users={users} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 360px) 1fr' }} gap="4" alignItems="start">
        <Box>
          <Stack gap="2" aria-label="Conversations" role="list" aria-busy={stale || undefined} opacity={stale ? 0.6 : 1}>
            {loading ? (
              <Flex justify="center" py="10">
                <Spinner aria-label="Loading conversations" />
              </Flex>
            ) : error ? (
              <Text color="red.600" fontSize="sm">
                {errorMessage(error)}
              </Text>
            ) : conversations.length === 0 ? (
              <Box borderWidth="1px" borderRadius="lg" bg="white" p="8" textAlign="center">
                <Text color="fg.muted">{isFiltered(applied) ? 'No conversations match these filters' : 'No open conversations'}</Text>
              </Box>
            ) : (
              conversations.map((conversation) => (
                <ConversationCardButton
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  onSelect={() => open(conversation.id)}
                />
              ))
            )}
          </Stack>
          {!loading && totalCount > 0 ? (
            <ListFooter
              shown={conversations.length}
              total={totalCount}
              offset={offset}
              pageSize={CONVERSATIONS_PAGE}
              noun="conversations"
              loading={stale}
              onOffsetChange={(next) => set({ offset: next ? String(next) : null })}
            />
          ) : null}
        </Box>
        {selectedId ? (
          <ConversationThread key={selectedId} conversationId={selectedId} users={users} canWork={canWork} />
        ) : (
          <Flex borderWidth="1px" borderRadius="lg" bg="white" minH="300px" align="center" justify="center">
            <Text color="fg.muted">Select a conversation</Text>
          </Flex>
        )}
      </Grid>
    </Stack>
  );
}

function isFiltered(applied: Record<AddressKey, string>): boolean {
  return Boolean(applied.search || applied.view || applied.channel || applied.unread || (applied.state && applied.state !== 'open'));
}

/** Search, view (everyone's, mine, unassigned, one agent's), state, channel, and unread only. */
function ConversationFilters({
  values,
  onChange,
  onSearchNow,
  users,
}: {
  values: Record<AddressKey, string>;
  onChange: (changes: Partial<Record<AddressKey, string | null>>) => void;
  onSearchNow: () => void;
  users: ReadonlyArray<{ id: string; name: string }>;
}) {
  return (
    <FilterCard>
      <SearchField
        flex="2"
        minW="64"
        value={values.search}
        onChange={(search) => onChange({ search })}
        onEnter={onSearchNow}
        ariaLabel="Search conversations"
        placeholder="Search by contact, address, subject or text..."
      />
      <FilterSelect flex="1" minW="40" label="View" value={values.view} onChange={(view) => onChange({ view: view || null })}>
        <option value="">All Conversations</option>
        <option value="mine">Mine</option>
        <option value="unassigned">Unassigned</option>
        {users.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        flex="1"
        minW="40"
        label="State"
        value={values.state || 'open'}
        onChange={(state) => onChange({ state: state === 'open' ? null : state })}
      >
        {STATE_NAMES.map((name) => (
          <option key={name} value={name.toLowerCase()}>
            {STATE_LABELS[name]}
          </option>
        ))}
        <option value="all">All States</option>
      </FilterSelect>
      <FilterSelect
        flex="1"
        minW="36"
        label="Channel"
        value={values.channel}
        onChange={(channel) => onChange({ channel: channel || null })}
      >
        <option value="">All Channels</option>
        {CHANNEL_NAMES.map((name) => (
          <option key={name} value={name.toLowerCase()}>
            {CHANNEL_LABELS[ChannelValue[name]]}
          </option>
        ))}
      </FilterSelect>
      <Checkbox.Root
        size="sm"
        pb="2"
        checked={values.unread === 'true'}
        onCheckedChange={(e) => onChange({ unread: e.checked === true ? 'true' : null })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Unread only</Checkbox.Label>
      </Checkbox.Root>
    </FilterCard>
  );
}

function ConversationCardButton({
  conversation,
  selected,
  onSelect,
}: {
  conversation: ConversationCard;
  selected: boolean;
  onSelect: () => void;
}) {
  const Icon = CHANNEL_ICONS[conversation.channel];
  return (
    <Box
      as="button"
      role="listitem"
      textAlign="left"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      data-unread={conversation.unread || undefined}
      borderWidth="1px"
      borderColor={selected ? 'blue.400' : 'gray.200'}
      bg={selected ? 'blue.50' : 'white'}
      borderRadius="lg"
      p="3"
      _hover={{ borderColor: 'blue.300' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
    >
      <Flex justify="space-between" gap="2" align="start">
        <HStack gap="2" minW="0">
          {conversation.unread ? <Box w="2" h="2" borderRadius="full" bg="blue.500" flexShrink={0} aria-label="Unread" role="img" /> : null}
          <Icon size={16} aria-hidden />
          <Text fontWeight={conversation.unread ? 'bold' : 'semibold'} truncate>
            {conversationTitle(conversation)}
          </Text>
        </HStack>
        <Badge colorPalette="gray" variant="subtle" aria-label={`${conversation.messageCount} messages`}>
          {conversation.messageCount}
        </Badge>
      </Flex>
      <Flex justify="space-between" mt="1" gap="2" fontSize="sm" color="fg.muted">
        <Text truncate>{conversation.contact?.name ?? 'Unknown contact'}</Text>
        <HStack gap="2" flexShrink={0}>
          {conversation.ticketId ? (
            <Badge colorPalette="green" variant="subtle">
              Linked
            </Badge>
          ) : null}
          <Text>{formatDateTime(conversation.lastMessageAt)}</Text>
        </HStack>
      </Flex>
      {conversation.state !== 'OPEN' || conversation.assignee ? (
        <HStack gap="2" mt="1" fontSize="xs" color="fg.muted">
          {conversation.state !== 'OPEN' ? (
            <Badge size="sm" colorPalette={conversation.state === 'WAITING' ? 'orange' : 'gray'} variant="outline">
              {STATE_LABELS[conversation.state]}
            </Badge>
          ) : null}
          {conversation.assignee ? <Text truncate>Assigned to {conversation.assignee.name}</Text> : null}
        </HStack>
      ) : null}
    </Box>
  );
}

/** Who answers the conversation and where it stands, changed in place; the list follows. */
function ConversationControls({
  conversation,
  users,
}: {
  conversation: ConversationCard;
  users: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { update, updating } = useUpdateConversation();
  const change = async (input: Omit<UpdateConversationInput, 'id'>) => {
    try {
      await update({ id: conversation.id, ...input });
    } catch (error) {
      showError('Failed to update conversation', errorMessage(error));
    }
  };
  // An assignee no longer active still shows until it is changed.
  const assignees =
    conversation.assignee && !users.some((u) => u.id === conversation.assignee!.id) ? [conversation.assignee, ...users] : users;
  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" width="auto" disabled={updating}>
        <NativeSelect.Field
          aria-label="Conversation state"
          value={conversation.state}
          onChange={(e) => void change({ state: e.currentTarget.value as ConversationState })}
        >
          {STATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {STATE_LABELS[name]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="auto" disabled={updating}>
        <NativeSelect.Field
          aria-label="Assignee"
          value={conversation.assigneeId ?? ''}
          onChange={(e) => void change({ assigneeId: e.currentTarget.value || null })}
        >
          <option value="">Unassigned</option>
          {assignees.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** Where the conversation stands and who answers it, as text, for a role that may not change them. */
function ConversationStatus({ conversation }: { conversation: ConversationCard }) {
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="conversation-status">
      <Badge colorPalette={conversation.state === 'WAITING' ? 'orange' : 'gray'} variant="outline">
        {STATE_LABELS[conversation.state]}
      </Badge>
      <Text>{conversation.assignee ? `Assigned to ${conversation.assignee.name}` : 'Unassigned'}</Text>
    </HStack>
  );
}

/**
 * The chosen conversation: its messages, and for a role that may change conversations its state and
 * assignee, Compose Email, Retry and the reply box; others read it (marking it read stays theirs).
 */
function ConversationThread({
  conversationId,
  users,
  canWork,
}: {
  conversationId: string;
  users: ReadonlyArray<{ id: string; name: string }>;
  canWork: boolean;
}) {
  const { conversation, messages, loading, error, refetch } = useConversationThread(conversationId);
  useConversationLive(conversationId, refetch);
  const markRead = useMarkConversationRead();
  // Opening it reads it; a message arriving while it is open is read too.
  const unread = conversation?.unread ?? false;
  useEffect(() => {
    if (unread) markRead(conversationId).catch(() => undefined);
  }, [unread, conversationId, markRead]);
  // Shown to someone who can act on it, an urgent message counts as opened: its alerts stop.
  useOpenShownUrgentMessages(messages, canWork);
  const channel = useChannelState(conversation?.channel ?? 'EMAIL');
  const [composing, setComposing] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  if (loading) {
    return (
      <Flex borderWidth="1px" borderRadius="lg" bg="white" minH="300px" align="center" justify="center">
        <Spinner aria-label="Loading conversation" />
      </Flex>
    );
  }
  if (error || !conversation) {
    return (
      <Flex borderWidth="1px" borderRadius="lg" bg="white" minH="300px" align="center" justify="center">
        <Text color="red.600">{error ? errorMessage(error) : 'Conversation not found'}</Text>
      </Flex>
    );
  }
  const Icon = CHANNEL_ICONS[conversation.channel];
  // Compose Email is offered only where it can leave, to a role that may send; the reply box below says why when it cannot.
  const canCompose = canWork && conversation.channel === 'EMAIL' && Boolean(conversation.contact?.email) && channel.canSend;
  return (
    <Stack borderWidth="1px" borderRadius="lg" bg="white" p="4" gap="3" aria-label="Conversation thread">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box minW="0">
          <HStack gap="2">
            <Icon size={18} aria-label={ChannelValue[conversation.channel]} />
            <Text as="h2" fontSize="lg" fontWeight="semibold" truncate>
              {conversationTitle(conversation)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {conversation.contact?.name ?? 'Unknown contact'} · {conversation.messageCount}{' '}
            {conversation.messageCount === 1 ? 'message' : 'messages'}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          {canWork ? (
            <ConversationControls conversation={conversation} users={users} />
          ) : (
            <ConversationStatus conversation={conversation} />
          )}
          {conversation.ticket ? (
            <Link asChild>
              <RouterLink to={ticketDetailPath(conversation.ticket.id)}>
                <Badge colorPalette="green" variant="subtle">
                  Linked to Ticket #{conversation.ticket.number}
                </Badge>
              </RouterLink>
            </Link>
          ) : null}
          {canCompose ? (
            <Button size="sm" variant="outline" onClick={() => setComposing(true)}>
              <Mail size={14} /> Compose Email
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <Box h="400px" overflowY="auto" bg="gray.50" borderRadius="md" p="3" tabIndex={0} aria-label="Messages">
        <Stack gap="3">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} canRetry={canWork} />
          ))}
          <div ref={bottom} />
        </Stack>
      </Box>
      {!canWork ? (
        <Text fontSize="sm" color="fg.muted">
          Your role can read conversations but not reply.
        </Text>
      ) : channel.known && !channel.canSend ? (
        <SendBlocked reason={channel.reason ?? ''} settingsLink={channel.fixInSettings} />
      ) : conversation.channel === 'WHATSAPP' ? (
        <WhatsAppComposer conversationId={conversation.id} window={conversation.whatsappWindow} disabled={!channel.known} />
      ) : (
        <ReplyBox conversationId={conversation.id} disabled={!channel.known} />
      )}
      {composing && conversation.contact?.email ? (
        <ComposeEmailDialog
          conversationId={conversation.id}
          to={conversation.contact.email}
          defaultSubject={conversation.subject ?? ''}
          onClose={() => setComposing(false)}
        />
      ) : null}
    </Stack>
  );
}

function MessageBubble({ message, canRetry }: { message: ThreadMessage; canRetry: boolean }) {
  const outbound = message.direction === 'OUTBOUND';
  return (
    <Flex justify={outbound ? 'flex-end' : 'flex-start'}>
      <Box
        maxW="80%"
        bg={outbound ? 'blue.50' : 'white'}
        borderWidth="1px"
        borderColor={message.status === 'FAILED' || message.status === 'UNDELIVERED' ? 'red.300' : outbound ? 'blue.200' : 'gray.200'}
        borderRadius="lg"
        px="3"
        py="2"
        data-testid="message"
        data-direction={message.direction.toLowerCase()}
      >
        <HStack gap="2" fontSize="xs" color="fg.muted" mb="1">
          <Text fontWeight="semibold">{outbound ? 'Outbound' : 'Inbound'}</Text>
          <Text>{formatDateTime(message.createdAt)}</Text>
          {outbound && PROGRESS.has(message.status) ? (
            <Text data-testid="delivery" color={message.status === 'DELIVERED' ? 'green.700' : undefined}>
              {DELIVERY_LABELS[MessageStatusValue[message.status]]}
            </Text>
          ) : null}
        </HStack>
        {outbound ? null : <UrgentMessageRecord message={message} />}
        {message.subject ? (
          <Text fontSize="sm" fontWeight="semibold">
            {message.subject}
          </Text>
        ) : null}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
          {message.body}
        </Text>
        {message.attachments.map((file) => (
          <HStack key={file.id} gap="2" mt="1" fontSize="xs">
            <Link href={file.url} display="flex" gap="1" target="_blank" rel="noreferrer">
              <Paperclip size={12} /> {file.fileName}
            </Link>
            {/* Stored files are served by the api; a provider's link is one that could not be fetched. */}
            {file.url.startsWith('/api/') ? null : <Text color="orange.700">Not downloaded: opens at the provider</Text>}
          </HStack>
        ))}
        {message.rawMailUrl ? (
          <Link href={message.rawMailUrl} fontSize="xs" display="flex" gap="1" mt="1" target="_blank" rel="noreferrer">
            <Mail size={12} /> Original mail
          </Link>
        ) : null}
        {message.filteredReason ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            Not triaged: {message.filteredReason}
          </Text>
        ) : null}
        {message.status === 'FAILED' || message.status === 'UNDELIVERED' ? (
          outbound ? (
            <FailedSend message={message} canRetry={canRetry} />
          ) : (
            <Text fontSize="xs" color="red.600" mt="1" role="status">
              Could not be read: {message.error ?? 'the mail is malformed'}
            </Text>
          )
        ) : null}
      </Box>
    </Flex>
  );
}

/** Where an outbound message stands while it has not failed: Sending..., Sent, Delivered. */
const PROGRESS = new Set<ConversationMessage['status']>(['PENDING', 'SENT', 'DELIVERED']);

/** 'Not sent' (or 'Not delivered') with the reason, and Retry (when `canRetry`): the same message is sent again. */
function FailedSend({ message, canRetry }: { message: ConversationMessage; canRetry: boolean }) {
  const { retry, retrying } = useRetryMessage(ConversationThreadDocument);
  return (
    <Flex align="center" gap="2" mt="1" wrap="wrap">
      <Text fontSize="xs" color="red.600" role="status" data-testid="delivery">
        {DELIVERY_LABELS[MessageStatusValue[message.status]]}: {message.error ?? 'the provider refused it'}
      </Text>
      {canRetry ? (
        <Button
          size="2xs"
          variant="outline"
          colorPalette="red"
          loading={retrying}
          onClick={() => void retry(message.channel === 'EMAIL' ? 'email' : 'reply', message.id)}
        >
          Retry
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * WhatsApp's composer: the reply box while the 24-hour window is open (until when, and Send
 * template beside it); once it closed, why, and Send template only, so nobody types in vain.
 */
function WhatsAppComposer({
  conversationId,
  window: state,
  disabled,
}: {
  conversationId: string;
  window: { open: boolean; closesAt?: string | null } | null | undefined;
  disabled: boolean;
}) {
  const closed = useWhatsAppWindowClosed(state);
  const [choosing, setChoosing] = useState(false);
  const templateButton = (
    <Button
      size="sm"
      variant={closed ? 'solid' : 'outline'}
      colorPalette={closed ? 'green' : 'gray'}
      onClick={() => setChoosing(true)}
      disabled={disabled}
    >
      <FileText size={14} /> Send template
    </Button>
  );
  return (
    <Stack gap="2">
      {closed ? (
        <Alert.Root status="info" variant="subtle" role="status" aria-label="WhatsApp window">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>WhatsApp's 24-hour window is closed</Alert.Title>
            <Alert.Description>{CHANNEL_MESSAGES.whatsappWindowClosedHint}</Alert.Description>
          </Alert.Content>
          {templateButton}
        </Alert.Root>
      ) : (
        <ReplyBox
          conversationId={conversationId}
          disabled={disabled}
          extra={
            <HStack gap="2">
              {templateButton}
              {state?.closesAt ? (
                <Text fontSize="xs" color="fg.muted">
                  Free-form replies until {formatDateTime(state.closesAt)}
                </Text>
              ) : null}
            </HStack>
          }
        />
      )}
      {choosing ? <SendTemplateDialog conversationId={conversationId} onClose={() => setChoosing(false)} /> : null}
    </Stack>
  );
}

/**
 * Send Reply: disabled while the text is blank, a send is pending, or whether the channel can send
 * is not known yet; Ctrl/Cmd+Enter sends. The text is cleared once the reply is stored (the thread
 * then shows it with its state).
 */
function ReplyBox({ conversationId, disabled, extra }: { conversationId: string; disabled: boolean; extra?: ReactNode }) {
  // An unsent reply is the signed-in user's draft of this conversation, kept until it is stored.
  const [body, setBody, clearDraft] = useDraft(draftKey(useAuth().user?.id, 'conversation', conversationId, 'reply'));
  const { sendReply, sending } = useSendReply();
  const canSend = body.trim().length > 0 && !sending && !disabled;
  const send = async () => {
    if (!canSend) return;
    if (await sendWithToasts('reply', () => sendReply(conversationId, body.trim()))) clearDraft();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <Stack gap="2">
      <Textarea
        aria-label="Reply"
        placeholder="Type your reply..."
        rows={3}
        maxLength={CONVERSATION_LIMITS.messageBody}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Flex justify={extra ? 'space-between' : 'flex-end'} align="center" gap="2" wrap="wrap">
        {extra}
        <Button colorPalette="blue" size="sm" onClick={() => void send()} disabled={!canSend} loading={sending}>
          Send Reply
        </Button>
      </Flex>
    </Stack>
  );
}
