import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ConversationMessagesDocument,
  ConversationsChangedDocument,
  ConversationsDocument,
  ConversationThreadDocument,
  MarkConversationReadDocument,
  SendingChannelsDocument,
  TicketUserOptionsDocument,
  UpdateConversationDocument,
  type ConversationCardFieldsFragment,
  type ConversationsQueryVariables,
} from '../../gql/graphql';
import { LocationProbe, makeUser, renderWithProviders } from '../../test/renderWithProviders';
import ConversationsPanel from './ConversationsPanel';
import { CONVERSATIONS_PAGE } from './useConversations';

function card(id: string, overrides: Partial<ConversationCardFieldsFragment> = {}): ConversationCardFieldsFragment {
  return {
    __typename: 'Conversation',
    id,
    channel: 'SMS',
    subject: null,
    contactId: 'k1',
    contact: { __typename: 'ConversationContact', id: 'k1', name: 'Aisha Khan', email: 'aisha@tenant.test', phone: '+447700900123' },
    ticketId: null,
    ticket: null,
    lastMessageAt: '2025-01-15T10:00:00.000Z',
    messageCount: 1,
    createdAt: '2025-01-15T10:00:00.000Z',
    state: 'OPEN',
    unread: false,
    assigneeId: null,
    assignee: null,
    ...overrides,
  };
}

const listOf = (variables: Partial<ConversationsQueryVariables>, nodes: ConversationCardFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: ConversationsDocument, variables: { limit: CONVERSATIONS_PAGE, offset: 0, ...variables } },
  result: { data: { conversations: { __typename: 'ConversationConnection', totalCount: nodes.length, activeCount: nodes.length, nodes } } },
});

/** Live events that do not arrive during the test. */
const quiet: MockLink.MockedResponse[] = [
  {
    request: { query: ConversationsChangedDocument },
    result: {
      data: { conversationsChanged: { __typename: 'ConversationEvent', conversationId: 'x', messageId: null, kind: 'MESSAGE_ADDED' } },
    },
    delay: 60_000,
    maxUsageCount: 10,
  },
  {
    request: { query: ConversationMessagesDocument, variables: { conversationId: 'c1' } },
    result: {
      data: { conversationMessages: { __typename: 'ConversationEvent', conversationId: 'c1', messageId: null, kind: 'MESSAGE_ADDED' } },
    },
    delay: 60_000,
    maxUsageCount: 10,
  },
];

const users: MockLink.MockedResponse = {
  request: { query: TicketUserOptionsDocument },
  result: {
    data: {
      users: {
        __typename: 'UserConnection',
        nodes: [{ __typename: 'User', id: 'u1', name: 'Dee Desk', initials: 'DD', email: 'dee@acme.test' }],
      },
    },
  },
  maxUsageCount: 10,
};

const open = {
  state: 'OPEN' as const,
  search: undefined,
  channel: undefined,
  mine: undefined,
  unassigned: undefined,
  assigneeId: undefined,
  unread: undefined,
};

describe('ConversationsPanel', () => {
  it('lists open conversations by default and asks again with each filter picked, keeping them in the address', async () => {
    const { user } = renderWithProviders(
      <>
        <ConversationsPanel />
        <LocationProbe />
      </>,
      {
        auth: { user: makeUser({ id: 'u9', firstName: 'Vera', lastName: 'Volume' }) },
        mocks: [
          ...quiet,
          users,
          listOf(open, [
            card('c1', { unread: true }),
            card('c2', { state: 'OPEN', assignee: { __typename: 'ConversationAssignee', id: 'u1', name: 'Dee Desk' }, assigneeId: 'u1' }),
          ]),
          listOf({ ...open, state: 'WAITING' }, []),
          listOf({ ...open, state: 'WAITING', mine: true }, []),
          listOf({ ...open, state: 'WAITING', mine: true, search: 'boiler' }, [
            card('c3', { subject: 'Boiler pressure', state: 'WAITING' }),
          ]),
        ],
      },
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByLabelText('Unread')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('SMS conversation')).toBeInTheDocument();
    expect(within(cards[1]!).queryByLabelText('Unread')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Assigned to Dee Desk')).toBeInTheDocument();
    // The signed-in user is always among the people to filter by, beside those listed.
    expect(
      within(screen.getByRole('combobox', { name: 'View' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Conversations', 'Mine', 'Unassigned', 'Vera Volume', 'Dee Desk']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'waiting');
    expect(await screen.findByText('No conversations match these filters')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'mine');
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'boiler');
    const found = await within(list).findByRole('listitem');
    expect(within(found).getByText('Boiler pressure')).toBeInTheDocument();
    expect(within(found).getByText('Waiting on customer')).toBeInTheDocument();
    // Every filter survives the others and the search's pause.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/?state=waiting&view=mine&search=boiler'));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('waiting');
    expect(screen.getByRole('combobox', { name: 'View' })).toHaveValue('mine');
  });

  it('opens a conversation, marks it read, and changes its state and assignee from the thread', async () => {
    const unread = card('c1', { unread: true });
    const thread = (conversation: ConversationCardFieldsFragment): MockLink.MockedResponse => ({
      request: { query: ConversationThreadDocument, variables: { id: 'c1' } },
      result: {
        data: {
          conversation: {
            __typename: 'ConversationThread',
            conversation: { ...conversation, whatsappWindow: null },
            messages: [
              {
                __typename: 'ConversationMessage',
                id: 'm1',
                conversationId: 'c1',
                direction: 'INBOUND',
                channel: 'SMS',
                subject: null,
                body: 'The boiler is leaking',
                status: 'PENDING_TRIAGE',
                error: null,
                filteredReason: null,
                rawMailUrl: null,
                createdAt: '2025-01-15T10:00:00.000Z',
                attachments: [],
                urgent: false,
                urgentAlert: null,
              },
            ],
          },
        },
      },
    });
    const marked: MockLink.MockedResponse = {
      request: { query: MarkConversationReadDocument, variables: { id: 'c1' } },
      result: { data: { markConversationRead: { __typename: 'Conversation', id: 'c1', unread: false } } },
    };
    const taken = {
      ...unread,
      unread: false,
      assigneeId: 'u1',
      assignee: { __typename: 'ConversationAssignee' as const, id: 'u1', name: 'Dee Desk' },
    };
    const updated: MockLink.MockedResponse = {
      request: { query: UpdateConversationDocument, variables: { input: { id: 'c1', assigneeId: 'u1' } } },
      result: { data: { updateConversation: taken } },
    };
    const channels: MockLink.MockedResponse = {
      request: { query: SendingChannelsDocument },
      result: { data: { sendingChannels: [{ __typename: 'ChannelSendState', channel: 'SMS', canSend: true, reason: null }] } },
      maxUsageCount: 10,
    };
    const { user } = renderWithProviders(<ConversationsPanel />, {
      route: '/?conversation=c1',
      auth: { user: makeUser({ id: 'u1', firstName: 'Dee', lastName: 'Desk' }) },
      mocks: [...quiet, users, channels, listOf(open, [unread]), thread(unread), marked, updated, listOf(open, [taken])],
    });
    const threadBox = await screen.findByLabelText('Conversation thread');
    expect(await within(threadBox).findByText('The boiler is leaking')).toBeInTheDocument();
    // Opening it read it: the card's mark goes.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).queryByLabelText('Unread')).not.toBeInTheDocument());

    await user.selectOptions(within(threadBox).getByRole('combobox', { name: 'Assignee' }), 'u1');
    await waitFor(() => expect(within(list).getByText('Assigned to Dee Desk')).toBeInTheDocument());
    expect(within(threadBox).getByRole('combobox', { name: 'Assignee' })).toHaveValue('u1');
  });
  describe('by role', () => {
    const failedReply = {
      __typename: 'ConversationMessage' as const,
      id: 'm2',
      conversationId: 'c1',
      direction: 'OUTBOUND' as const,
      channel: 'SMS' as const,
      subject: null,
      body: 'We will come on Monday',
      status: 'FAILED' as const,
      error: 'Unreachable number',
      filteredReason: null,
      rawMailUrl: null,
      createdAt: '2025-01-15T11:00:00.000Z',
      attachments: [],
      urgent: false,
      urgentAlert: null,
    };
    const assigned = card('c1', {
      unread: true,
      assigneeId: 'u1',
      assignee: { __typename: 'ConversationAssignee', id: 'u1', name: 'Dee Desk' },
    });
    const mocks = (): MockLink.MockedResponse[] => [
      ...quiet,
      users,
      listOf(open, [assigned]),
      listOf(open, [{ ...assigned, unread: false }]),
      {
        request: { query: ConversationThreadDocument, variables: { id: 'c1' } },
        result: {
          data: {
            conversation: {
              __typename: 'ConversationThread',
              conversation: { ...assigned, whatsappWindow: null },
              messages: [failedReply],
            },
          },
        },
      },
      {
        request: { query: SendingChannelsDocument },
        result: { data: { sendingChannels: [{ __typename: 'ChannelSendState', channel: 'SMS', canSend: true, reason: null }] } },
        maxUsageCount: 10,
      },
      {
        request: { query: MarkConversationReadDocument, variables: { id: 'c1' } },
        result: { data: { markConversationRead: { __typename: 'Conversation', id: 'c1', unread: false } } },
      },
    ];

    it('shows a viewer the thread read-only: no state or assignee controls, Retry or reply box; opening it still reads it', async () => {
      renderWithProviders(<ConversationsPanel />, {
        route: '/?conversation=c1',
        auth: { user: makeUser({ id: 'u7', role: 'VIEWER' }) },
        mocks: mocks(),
      });
      const threadBox = await screen.findByLabelText('Conversation thread');
      expect(await within(threadBox).findByText('We will come on Monday')).toBeInTheDocument();
      expect(within(threadBox).getByText('Your role can read conversations but not reply.')).toBeInTheDocument();
      expect(within(threadBox).getByTestId('conversation-status')).toHaveTextContent('OpenAssigned to Dee Desk');
      expect(within(threadBox).getByTestId('delivery')).toHaveTextContent('Unreachable number');
      expect(within(threadBox).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(threadBox).queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
      expect(within(threadBox).queryByRole('button', { name: 'Send Reply' })).not.toBeInTheDocument();
      expect(within(threadBox).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      // Read marks are the viewer's own: the card's mark goes.
      const list = screen.getByRole('list', { name: 'Conversations' });
      await waitFor(() => expect(within(list).queryByLabelText('Unread')).not.toBeInTheDocument());
    });

    it('gives an agent the same thread with its controls, Retry and the reply box', async () => {
      renderWithProviders(<ConversationsPanel />, { route: '/?conversation=c1', mocks: mocks() });
      const threadBox = await screen.findByLabelText('Conversation thread');
      expect(await within(threadBox).findByText('We will come on Monday')).toBeInTheDocument();
      expect(within(threadBox).getByRole('combobox', { name: 'Conversation state' })).toHaveValue('OPEN');
      expect(within(threadBox).getByRole('combobox', { name: 'Assignee' })).toHaveValue('u1');
      expect(within(threadBox).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(await within(threadBox).findByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
      expect(within(threadBox).getByRole('button', { name: 'Send Reply' })).toBeInTheDocument();
      expect(within(threadBox).queryByText('Your role can read conversations but not reply.')).not.toBeInTheDocument();
      expect(within(threadBox).queryByTestId('conversation-status')).not.toBeInTheDocument();
    });
  });
});
