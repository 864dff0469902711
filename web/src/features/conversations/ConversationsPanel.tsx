import { Badge, Box, Button, Flex, Grid, HStack, Link, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { CONVERSATION_LIMITS, ChannelValue } from '@pmp/shared';
import { Mail, MessageCircle, MessageSquare, Paperclip } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
import { useConversationListLive, useConversationLive } from './useConversationEvents';
import {
  sendWithToasts,
  useChannelState,
  useConversationList,
  useConversationThread,
  useRetryMessage,
  useSendReply,
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
        borderColor={message.status === 'FAILED' ? 'red.300' : outbound ? 'blue.200' : 'gray.200'}
        borderRadius="lg"
        px="3"
        py="2"
        data-testid="message"
        data-direction={message.direction.toLowerCase()}
      >
        <HStack gap="2" fontSize="xs" color="fg.muted" mb="1">
          <Text fontWeight="semibold">{outbound ? 'Outbound' : 'Inbound'}</Text>
          <Text>{formatDateTime(message.createdAt)}</Text>
          {message.status === 'PENDING' ? <Text>Sending...</Text> : null}
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
          <Link key={file.id} href={file.url} fontSize="xs" display="flex" gap="1" mt="1" target="_blank" rel="noreferrer">
            <Paperclip size={12} /> {file.fileName}
          </Link>
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
        {message.status === 'FAILED' ? (
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

/** 'Not sent' with the reason, and Retry: the same message is sent again. */
function FailedSend({ message }: { message: ConversationMessage }) {
  const { retry, retrying } = useRetryMessage(ConversationThreadDocument);
  return (
    <Flex align="center" gap="2" mt="1" wrap="wrap">
      <Text fontSize="xs" color="red.600" role="status">
        Not sent: {message.error ?? 'the provider refused it'}
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
 * Send Reply: disabled while the text is blank, a send is pending, or whether the channel can send
 * is not known yet; Ctrl/Cmd+Enter sends. The text is cleared once the reply is stored (the thread
 * then shows it with its state).
 */
function ReplyBox({ conversationId, disabled }: { conversationId: string; disabled: boolean }) {
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
      <Flex justify="flex-end">
        <Button colorPalette="blue" size="sm" onClick={() => void send()} disabled={!canSend} loading={sending}>
          Send Reply
        </Button>
      </Flex>
    </Stack>
  );
}
