import { Alert, Badge, Box, Button, Flex, Grid, HStack, Link, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { CHANNEL_MESSAGES, CONVERSATION_LIMITS, ChannelValue, DELIVERY_LABELS, MessageStatusValue } from '@pmp/shared';
import { FileText, Mail, MessageCircle, MessageSquare, Paperclip } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { ConversationThreadDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { ticketDetailPath } from '../../lib/paths';
import { SendBlocked } from '../../lib/SendBlocked';
import { draftKey, useDraft } from '../../lib/useDraft';
import { useRecordParam } from '../../lib/useRecordParam';
import { useAuth } from '../auth/useAuth';
import { ComposeEmailDialog } from './ComposeEmailDialog';
import { SendTemplateDialog } from './SendTemplateDialog';
import { useConversationListLive, useConversationLive } from './useConversationEvents';
import {
  sendWithToasts,
  useChannelState,
  useConversationList,
  useConversationThread,
  useRetryMessage,
  useSendReply,
  useWhatsAppWindowClosed,
  type ConversationCard,
  type ConversationMessage,
} from './useConversations';

const CHANNEL_ICONS = { EMAIL: Mail, SMS: MessageSquare, WHATSAPP: MessageCircle } as const;

/** The card's title: the subject, else '{channel} conversation'. */
export function conversationTitle(conversation: Pick<ConversationCard, 'subject' | 'channel'>): string {
  return conversation.subject?.trim() || `${ChannelValue[conversation.channel]} conversation`;
}

/** The Conversations tab: the list on the left, the chosen thread with its reply box on the right. */
export default function ConversationsPanel() {
  const { conversations, loading, error, refetch } = useConversationList();
  useConversationListLive(refetch);
  const { id: selectedId, open } = useRecordParam('conversation');

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 360px) 1fr' }} gap="4" alignItems="start">
      <Stack gap="2" aria-label="Conversations" role="list">
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
            <Text color="fg.muted">No conversations yet</Text>
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
      {selectedId ? (
        <ConversationThread key={selectedId} conversationId={selectedId} />
      ) : (
        <Flex borderWidth="1px" borderRadius="lg" bg="white" minH="300px" align="center" justify="center">
          <Text color="fg.muted">Select a conversation</Text>
        </Flex>
      )}
    </Grid>
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
          <Icon size={16} aria-hidden />
          <Text fontWeight="semibold" truncate>
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
    </Box>
  );
}

function ConversationThread({ conversationId }: { conversationId: string }) {
  const { conversation, messages, loading, error, refetch } = useConversationThread(conversationId);
  useConversationLive(conversationId, refetch);
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
  // Compose Email is offered only where it can leave; the reply box below says why when it cannot.
  const canCompose = conversation.channel === 'EMAIL' && Boolean(conversation.contact?.email) && channel.canSend;
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
        <HStack gap="2">
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
            <MessageBubble key={message.id} message={message} />
          ))}
          <div ref={bottom} />
        </Stack>
      </Box>
      {channel.known && !channel.canSend ? (
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

function MessageBubble({ message }: { message: ConversationMessage }) {
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
            <FailedSend message={message} />
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

/** 'Not sent' (or 'Not delivered') with the reason, and Retry: the same message is sent again. */
function FailedSend({ message }: { message: ConversationMessage }) {
  const { retry, retrying } = useRetryMessage(ConversationThreadDocument);
  return (
    <Flex align="center" gap="2" mt="1" wrap="wrap">
      <Text fontSize="xs" color="red.600" role="status" data-testid="delivery">
        {DELIVERY_LABELS[MessageStatusValue[message.status]]}: {message.error ?? 'the provider refused it'}
      </Text>
      <Button
        size="2xs"
        variant="outline"
        colorPalette="red"
        loading={retrying}
        onClick={() => void retry(message.channel === 'EMAIL' ? 'email' : 'reply', message.id)}
      >
        Retry
      </Button>
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
