import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AcknowledgeUrgentMessageDocument,
  ConversationMessagesDocument,
  ConversationsChangedDocument,
  ConversationsDocument,
  ConversationThreadDocument,
  SendingChannelsDocument,
  TicketUserOptionsDocument,
  type ConversationCardFieldsFragment,
  type ConversationThreadQuery,
  type UrgentIncidentFieldsFragment,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { failOnConsole } from '../../test/failOnConsole';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import ConversationsPanel from './ConversationsPanel';
import { CONVERSATIONS_PAGE } from './useConversations';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn(), showInfo: jest.fn(), showWarning: jest.fn() }));

failOnConsole();

const conversation: ConversationCardFieldsFragment = {
  __typename: 'Conversation',
  id: 'c1',
  channel: 'SMS',
  subject: null,
  contactId: 'k1',
  contact: { __typename: 'ConversationContact', id: 'k1', name: 'Aisha Khan', email: 'aisha@tenant.test', phone: '+447700900123' },
  ticketId: null,
  ticket: null,
  lastMessageAt: '2030-01-15T02:10:00.000Z',
  messageCount: 1,
  createdAt: '2030-01-15T02:10:00.000Z',
  state: 'OPEN',
  unread: false,
  assigneeId: null,
  assignee: null,
};

const RAISED = '2030-01-15T02:10:00.000Z';
const ESCALATED = '2030-01-15T02:20:00.000Z';
const NEXT = '2030-01-15T02:30:00.000Z';
const OPENED = '2030-01-15T02:24:00.000Z';

const sent = (userName: string, round: number, channel: 'IN_APP' | 'SMS' | 'EMAIL', createdAt: string, detail: string | null = null) => ({
  __typename: 'UrgentAlert' as const,
  userId: userName,
  userName,
  round,
  channel,
  outcome: detail ? ('FAILED' as const) : ('SENT' as const),
  detail,
  createdAt,
});

/** Ada was on call (no mobile number: the SMS failed, the e-mail stood in); nobody opened it, so the admin Jane was alerted. */
const incident: UrgentIncidentFieldsFragment = {
  __typename: 'UrgentIncident',
  messageId: 'm1',
  reason: 'a smell of gas',
  raisedAt: RAISED,
  acknowledgedAt: null,
  acknowledgedByName: null,
  nextAlertAt: NEXT,
  alerts: [
    sent('Ada Lovelace', 1, 'IN_APP', RAISED),
    sent('Ada Lovelace', 1, 'SMS', RAISED, 'No mobile number in their notification settings; sent by e-mail instead'),
    sent('Ada Lovelace', 1, 'EMAIL', RAISED),
    sent('Jane Doe', 2, 'IN_APP', ESCALATED),
    sent('Jane Doe', 2, 'SMS', ESCALATED),
    sent('Jane Doe', 2, 'EMAIL', ESCALATED),
  ],
};

type Message = ConversationThreadQuery['conversation']['messages'][number];

const urgentMessage: Message = {
  __typename: 'ConversationMessage',
  id: 'm1',
  conversationId: 'c1',
  direction: 'INBOUND',
  channel: 'SMS',
  subject: null,
  body: 'I can smell gas in the kitchen',
  status: 'PENDING_TRIAGE',
  error: null,
  filteredReason: null,
  rawMailUrl: null,
  createdAt: RAISED,
  attachments: [],
  urgent: true,
  urgentAlert: incident,
};

function mocks(messages: Message[], more: MockLink.MockedResponse[] = []): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ConversationsChangedDocument },
      result: {
        data: { conversationsChanged: { __typename: 'ConversationEvent', conversationId: 'x', messageId: null, kind: 'MESSAGE_ADDED' } },
      },
      delay: 60_000,
    },
    {
      request: { query: ConversationMessagesDocument, variables: { conversationId: 'c1' } },
      result: {
        data: { conversationMessages: { __typename: 'ConversationEvent', conversationId: 'c1', messageId: null, kind: 'MESSAGE_ADDED' } },
      },
      delay: 60_000,
    },
    {
      request: { query: TicketUserOptionsDocument },
      result: { data: { users: { __typename: 'UserConnection', nodes: [] } } },
    },
    {
      request: {
        query: ConversationsDocument,
        variables: { limit: CONVERSATIONS_PAGE, offset: 0, state: 'OPEN' },
      },
      result: { data: { conversations: { __typename: 'ConversationConnection', totalCount: 1, activeCount: 1, nodes: [conversation] } } },
    },
    {
      request: { query: ConversationThreadDocument, variables: { id: 'c1' } },
      result: {
        data: { conversation: { __typename: 'ConversationThread', conversation: { ...conversation, whatsappWindow: null }, messages } },
      },
    },
    {
      request: { query: SendingChannelsDocument },
      result: { data: { sendingChannels: [{ __typename: 'ChannelSendState', channel: 'SMS', canSend: true, reason: null }] } },
    },
    ...more,
  ];
}

async function record() {
  const thread = await screen.findByLabelText('Conversation thread');
  return within(thread).findByRole('group', { name: 'Urgent alert record' });
}

describe("an urgent message's record in its thread", () => {
  it('shows a viewer the reason, who was alerted by what and when, and when the next alert goes out; their role does not open it', async () => {
    renderWithProviders(<ConversationsPanel />, {
      route: '/?conversation=c1',
      auth: { user: makeUser({ id: 'u7', role: 'VIEWER' }) },
      mocks: mocks([urgentMessage]),
    });
    const shown = await record();
    expect(within(shown).getByText('Urgent')).toBeInTheDocument();
    expect(within(shown).getByText('a smell of gas')).toBeInTheDocument();
    const rounds = within(within(shown).getByRole('list', { name: 'Alerts sent' })).getAllByRole('listitem');
    expect(rounds.map((round) => round.textContent)).toEqual([
      `Round 1: Ada Lovelace, ${formatDateTime(RAISED)} — In the app · SMS failed (No mobile number in their notification settings; sent by e-mail instead) · E-mail`,
      `Round 2: Jane Doe, ${formatDateTime(ESCALATED)} — In the app · SMS · E-mail`,
    ]);
    expect(within(shown).getByTestId('urgent-opened')).toHaveTextContent(`Not opened yet — next alert at ${formatDateTime(NEXT)}`);
  });

  it('is opened (acknowledged) once when shown to someone who may work, and then says by whom and when', async () => {
    const opened = { ...incident, acknowledgedAt: OPENED, acknowledgedByName: 'Jane Doe', nextAlertAt: null };
    renderWithProviders(<ConversationsPanel />, {
      route: '/?conversation=c1',
      mocks: mocks(
        [urgentMessage],
        [
          {
            request: { query: AcknowledgeUrgentMessageDocument, variables: { messageId: 'm1' } },
            result: { data: { acknowledgeUrgentMessage: opened } },
          },
        ],
      ),
    });
    const shown = await record();
    await waitFor(() =>
      expect(within(shown).getByTestId('urgent-opened')).toHaveTextContent(`Opened by Jane Doe at ${formatDateTime(OPENED)}`),
    );
  });

  it('is not acknowledged again once opened, and an ordinary message has no record', async () => {
    const plain: Message = { ...urgentMessage, id: 'm2', body: 'Thanks', urgent: false, urgentAlert: null };
    const openedMessage: Message = {
      ...urgentMessage,
      urgentAlert: { ...incident, acknowledgedAt: OPENED, acknowledgedByName: 'Ada Lovelace', nextAlertAt: null },
    };
    renderWithProviders(<ConversationsPanel />, { route: '/?conversation=c1', mocks: mocks([openedMessage, plain]) });
    const shown = await record();
    expect(within(shown).getByTestId('urgent-opened')).toHaveTextContent(`Opened by Ada Lovelace at ${formatDateTime(OPENED)}`);
    expect(screen.getAllByRole('group', { name: 'Urgent alert record' })).toHaveLength(1);
  });
});
