import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import {
  BlockedSendersDocument,
  DismissTriageMessageDocument,
  TicketClientOptionsDocument,
  UnblockSenderDocument,
  TicketPropertyOptionsDocument,
  TicketUserOptionsDocument,
  TriageMessageDocument,
  TriageQueueChangedDocument,
  TriageQueueDocument,
  TriageTicketChoicesDocument,
  TriageTicketDraftDocument,
  type TriageQueueItemFieldsFragment,
} from '../../gql/graphql';
import { contactOptionsMock } from '../../test/factories';
import { LIVE_REFETCH_DELAY_MS } from '../../lib/useBurst';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import TriageQueue from './TriageQueue';
import { TRIAGE_PAGE } from './useTriageQueue';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

function item(id: string, overrides: Partial<TriageQueueItemFieldsFragment> = {}): TriageQueueItemFieldsFragment {
  return {
    __typename: 'TriageQueueItem',
    id,
    messageId: id,
    conversationId: `c-${id}`,
    subject: null,
    channel: 'SMS',
    contactName: 'Aisha Khan',
    contactId: 'k1',
    createdAt: '2025-01-15T10:00:00.000Z',
    body: 'Any news about the boiler?',
    suggestedRouting: {
      __typename: 'TriageSuggestion',
      reason: 'The sender has no open ticket.',
      confidence: null,
      ticketId: null,
      ticketNumber: null,
      ticketTitle: null,
      urgent: false,
    },
    ...overrides,
  };
}

const gasLeak = item('m1', {
  subject: 'Gas smell',
  channel: 'EMAIL',
  body: 'I can smell gas in the kitchen',
  suggestedRouting: {
    __typename: 'TriageSuggestion',
    reason: 'Urgent: smell of gas or a gas leak. Refers to #1204 in the subject (the sender raised it).',
    confidence: 'HIGH',
    ticketId: 't1',
    ticketNumber: 1204,
    ticketTitle: 'Boiler not working',
    urgent: true,
  },
});
const newcomer = item('m2', { contactName: 'Sam Stranger', body: 'The gate is broken' });

/** A live change of the queue that does not arrive during the test (the socket stays quiet). */
const quietLive: MockLink.MockedResponse = {
  request: { query: TriageQueueChangedDocument },
  result: { data: { triageQueueChanged: { __typename: 'TriageEvent', messageId: 'x', kind: 'ADDED' } } },
  delay: 60_000,
  maxUsageCount: 10,
};

const blockedOf = (nodes: object[]): MockLink.MockedResponse => ({
  request: { query: BlockedSendersDocument },
  result: { data: { blockedSenders: nodes } },
  maxUsageCount: 10,
});
/** Nobody is blocked. */
const noneBlocked = blockedOf([]);
const spammer = {
  __typename: 'BlockedSender',
  id: 'b1',
  address: '+447700900666',
  channel: 'SMS',
  note: 'Prize spam',
  createdByName: 'Dee Desk',
  createdAt: '2025-01-15T10:00:00.000Z',
};

const queueOf = (nodes: TriageQueueItemFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: TriageQueueDocument, variables: { limit: TRIAGE_PAGE, offset: 0 } },
  result: { data: { triageQueue: { __typename: 'TriageQueueConnection', totalCount: nodes.length, nodes } } },
});

const triaged = (
  input: Record<string, unknown>,
  ticket = { id: 't1', number: 1204, title: 'Boiler not working' },
): MockLink.MockedResponse => ({
  request: { query: TriageMessageDocument, variables: { input } },
  result: {
    data: {
      triageMessage: {
        __typename: 'TriageResult',
        messageId: input.messageId,
        action: input.action,
        conversationId: `c-${String(input.messageId)}`,
        ticketId: ticket.id,
        ticketNumber: ticket.number,
        ticketTitle: ticket.title,
        ticketCreated: input.action === 'CREATE_TICKET',
        linkedMessageIds: [input.messageId],
      },
    },
  },
});

/** Assign to Ticket's choices for a message: the sender's open ticket first. */
const choicesFor = (messageId: string, search: string | null = null): MockLink.MockedResponse => ({
  request: { query: TriageTicketChoicesDocument, variables: { messageId, search } },
  result: {
    data: {
      triageTicketChoices: {
        __typename: 'TriageTicketChoices',
        totalCount: search ? 1 : 2,
        nodes: [
          { __typename: 'TriageTicketChoice', id: 't2', number: 1310, title: 'Broken gate', status: 'NEW', sendersOpen: true },
          ...(search
            ? []
            : [
                {
                  __typename: 'TriageTicketChoice',
                  id: 't1',
                  number: 1204,
                  title: 'Boiler not working',
                  status: 'IN_PROGRESS',
                  sendersOpen: false,
                },
              ]),
        ],
      },
    },
  },
});

/** The ticket form's choices (clients, requesters, assignees, the client's properties). */
const lookups: MockLink.MockedResponse[] = [
  {
    request: { query: TicketClientOptionsDocument, variables: { search: null } },
    result: {
      data: {
        clients: {
          __typename: 'ClientConnection',
          totalCount: 1,
          nodes: [{ __typename: 'Client', id: 'cl2', companyName: 'Oak Lettings', email: 'hello@oak.test' }],
        },
      },
    },
    maxUsageCount: 10,
  },
  contactOptionsMock([{ id: 'k9', name: 'Tom Tenant', email: 'tom@tenant.test' }]),
  {
    request: { query: TicketUserOptionsDocument },
    result: { data: { users: { __typename: 'UserConnection', nodes: [] } } },
    maxUsageCount: 10,
  },
  {
    request: { query: TicketPropertyOptionsDocument, variables: { clientId: 'cl1' } },
    result: {
      data: {
        properties: {
          __typename: 'PropertyConnection',
          totalCount: 1,
          nodes: [{ __typename: 'Property', id: 'p1', name: 'Flat 7', address: '7 Alder Court' }],
        },
      },
    },
    maxUsageCount: 10,
  },
];

/** The draft of the gas message: the sender's client (not among the first clients listed) and flat. */
const gasDraft: MockLink.MockedResponse = {
  request: { query: TriageTicketDraftDocument, variables: { messageId: 'm1' } },
  result: {
    data: {
      triageTicketDraft: {
        __typename: 'TriageTicketDraft',
        messageId: 'm1',
        title: 'I can smell gas in the kitchen',
        description: 'I can smell gas in the kitchen',
        priority: 'EMERGENCY',
        category: 'HEATING',
        clientId: 'cl1',
        clientName: 'Northgate Housing',
        requesterId: 'k1',
        requesterName: 'Aisha Khan',
        requesterEmail: 'aisha@example.test',
        propertyId: 'p1',
      },
    },
  },
};

describe('TriageQueue', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it('shows a card per waiting message with its suggestion, confidence and urgency', async () => {
    renderWithProviders(<TriageQueue />, { mocks: [quietLive, noneBlocked, queueOf([gasLeak, newcomer])] });
    const cards = await screen.findAllByTestId('triage-item');
    expect(cards).toHaveLength(2);

    const urgent = within(cards[0]!);
    expect(urgent.getByText('Gas smell')).toBeInTheDocument();
    expect(urgent.getByText('Aisha Khan')).toBeInTheDocument();
    expect(urgent.getByText('Email')).toBeInTheDocument();
    expect(urgent.getByText(/^Jan 15, \d\d:\d\d$/)).toBeInTheDocument();
    expect(urgent.getByText('High Confidence')).toBeInTheDocument();
    expect(urgent.getByText('I can smell gas in the kitchen')).toBeInTheDocument();
    expect(urgent.getByText('#1204 - Boiler not working')).toBeInTheDocument();
    expect(urgent.getByText(/^Urgent: smell of gas/)).toBeInTheDocument();
    expect(urgent.getByLabelText('Urgent')).toBeInTheDocument();
    expect(urgent.getByRole('button', { name: 'Accept Suggestion' })).toBeInTheDocument();

    const routine = within(cards[1]!);
    expect(routine.getByText('SMS message')).toBeInTheDocument();
    expect(routine.getByText('Needs Review')).toBeInTheDocument();
    expect(routine.getByLabelText('Waiting')).toBeInTheDocument();
    expect(routine.queryByRole('button', { name: 'Accept Suggestion' })).not.toBeInTheDocument();
    expect(routine.getByRole('button', { name: 'Assign to Ticket' })).toBeInTheDocument();
    expect(routine.getByRole('button', { name: 'Create New Ticket' })).toBeInTheDocument();
  });

  it("says 'All caught up!' when nothing waits", async () => {
    renderWithProviders(<TriageQueue />, { mocks: [quietLive, noneBlocked, queueOf([])] });
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
  });

  it('accepts the suggestion, then reads the queue again; the toast links to the ticket', async () => {
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [quietLive, noneBlocked, queueOf([gasLeak]), triaged({ messageId: 'm1', action: 'ASSIGN', ticketId: 't1' }), queueOf([])],
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Suggestion' }));
    await waitFor(() =>
      expect(toaster.showSuccess).toHaveBeenCalledWith('Message triaged successfully', 'Linked to ticket:', {
        label: '#1204 - Boiler not working',
        to: '/tickets?ticket=t1',
      }),
    );
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
  });

  it("assigns to a chosen ticket, the sender's open tickets listed first and searched on the server: Assign needs one", async () => {
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [
        quietLive,
        noneBlocked,
        queueOf([newcomer]),
        choicesFor('m2'),
        choicesFor('m2', 'gate'),
        triaged({ messageId: 'm2', action: 'ASSIGN', ticketId: 't2' }, { id: 't2', number: 1310, title: 'Broken gate' }),
        queueOf([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Assign to Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Ticket' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    const select = within(dialog).getByLabelText('Ticket');
    const senders = await within(dialog).findByRole('group', { name: "Sender's open tickets" });
    expect(
      within(senders)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['#1310 - Broken gate']);
    expect(within(dialog).getByRole('group', { name: 'Other tickets' })).toHaveTextContent('#1204 - Boiler not working');

    await user.click(within(dialog).getByLabelText('Find a ticket'));
    await user.paste('gate');
    // The server's answer for the search: the other ticket is gone.
    await waitFor(() => expect(within(dialog).queryByRole('option', { name: '#1204 - Boiler not working' })).not.toBeInTheDocument());
    await user.selectOptions(select, 't2');
    expect(assign).toBeEnabled();
    await user.click(assign);
    await waitFor(() =>
      expect(toaster.showSuccess).toHaveBeenCalledWith('Message triaged successfully', 'Linked to ticket:', {
        label: '#1310 - Broken gate',
        to: '/tickets?ticket=t2',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Create New Ticket opens the prefilled draft; nothing is created until the agent confirms, then with the edits', async () => {
    const created = triaged(
      {
        messageId: 'm1',
        action: 'CREATE_TICKET',
        ticket: {
          title: 'Gas smell in the kitchen',
          description: 'I can smell gas in the kitchen',
          priority: 'EMERGENCY',
          category: 'HEATING',
          clientId: 'cl1',
          requesterId: 'k1',
          propertyId: 'p1',
          assigneeId: null,
          tags: [],
        },
      },
      { id: 't9', number: 1400, title: 'Gas smell in the kitchen' },
    );
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [quietLive, noneBlocked, queueOf([gasLeak]), gasDraft, ...lookups, created, queueOf([])],
    });
    await user.click(await screen.findByRole('button', { name: 'Create New Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Ticket' });
    const title = await within(dialog).findByLabelText(/^Title/);
    expect(title).toHaveValue('I can smell gas in the kitchen');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('I can smell gas in the kitchen');
    expect(within(dialog).getByLabelText(/^Priority/)).toHaveValue('EMERGENCY');
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('HEATING');
    // The sender's client and requester are chosen though the first lookups' page lacks them.
    expect(within(dialog).getByLabelText(/^Client/)).toHaveValue('cl1');
    expect(within(dialog).getByRole('option', { name: 'Northgate Housing' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Requester/)).toHaveValue('k1');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Property/)).toHaveValue('p1'));
    expect(toaster.showSuccess).not.toHaveBeenCalled();

    await user.clear(title);
    await user.type(title, 'Gas smell in the kitchen');
    // A double click creates one ticket: a second request would find no answer here and fail.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() =>
      expect(toaster.showSuccess).toHaveBeenCalledWith('Message triaged successfully', 'New ticket created:', {
        label: '#1400 - Gas smell in the kitchen',
        to: '/tickets?ticket=t9',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
    expect(toaster.showError).not.toHaveBeenCalled();
  });

  it('says why when the draft cannot be read (another agent triaged the message), and closes', async () => {
    const gone: MockLink.MockedResponse = {
      request: { query: TriageTicketDraftDocument, variables: { messageId: 'm1' } },
      result: { errors: [{ message: 'This message has already been triaged', extensions: { code: 'CONFLICT' } }] },
    };
    const { user } = renderWithProviders(<TriageQueue />, { mocks: [quietLive, noneBlocked, queueOf([gasLeak]), gone] });
    await user.click(await screen.findByRole('button', { name: 'Create New Ticket' }));
    await waitFor(() =>
      expect(toaster.showError).toHaveBeenCalledWith('Failed to triage message', 'This message has already been triaged'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the queue once per burst of live events', async () => {
    const live = new MockSubscriptionLink();
    let reads = 0;
    const countReads = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'TriageQueue') reads += 1;
      return forward(operation);
    });
    const link = ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      live,
      countReads.concat(new MockLink([{ ...queueOf([newcomer]), maxUsageCount: 10 }, noneBlocked])),
    );
    renderWithProviders(<TriageQueue />, { link, countEveryRead: true });
    expect(await screen.findAllByTestId('triage-item')).toHaveLength(1);
    expect(reads).toBe(1);

    const event = { result: { data: { triageQueueChanged: { __typename: 'TriageEvent', messageId: 'm3', kind: 'ADDED' } } } };
    jest.useFakeTimers();
    try {
      for (const expected of [2, 3]) {
        // Three messages arrive together: the queue is read once.
        for (let i = 0; i < 3; i += 1) live.simulateResult(event);
        await act(() => jest.advanceTimersByTimeAsync(LIVE_REFETCH_DELAY_MS * 4));
        expect(reads).toBe(expected);
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'Failed to triage message' with the server's message", async () => {
    const conflict: MockLink.MockedResponse = {
      request: { query: TriageMessageDocument, variables: { input: { messageId: 'm1', action: 'ASSIGN', ticketId: 't1' } } },
      result: { errors: [{ message: 'This message has already been triaged', extensions: { code: 'CONFLICT' } }] },
    };
    const { user } = renderWithProviders(<TriageQueue />, { mocks: [quietLive, noneBlocked, queueOf([gasLeak]), conflict] });
    await user.click(await screen.findByRole('button', { name: 'Accept Suggestion' }));
    await waitFor(() =>
      expect(toaster.showError).toHaveBeenCalledWith('Failed to triage message', 'This message has already been triaged'),
    );
  });

  it('dismisses a message as spam, blocking its sender, with a note; the queue and the blocked senders are read again', async () => {
    const dismissed: MockLink.MockedResponse = {
      request: {
        query: DismissTriageMessageDocument,
        variables: { input: { messageId: 'm2', reason: 'SPAM', note: 'Prize spam', blockSender: true } },
      },
      result: {
        data: {
          dismissTriageMessage: {
            __typename: 'TriageDismissResult',
            messageId: 'm2',
            reason: 'SPAM',
            blockedAddress: '+447700900666',
            dismissedMessageIds: ['m2'],
          },
        },
      },
    };
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [quietLive, { ...noneBlocked, maxUsageCount: 1 }, queueOf([newcomer]), dismissed, queueOf([]), blockedOf([spammer])],
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss Message' });
    // Blocking is for spam only.
    expect(within(dialog).queryByRole('checkbox', { name: 'Block the sender' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Block the sender' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Prize spam');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Message dismissed; +447700900666 is blocked'));
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Blocked senders \(1\)/ })).toBeInTheDocument();
  });

  it('lists the blocked senders and lifts a block', async () => {
    const unblocked: MockLink.MockedResponse = {
      request: { query: UnblockSenderDocument, variables: { id: 'b1' } },
      result: { data: { unblockSender: true } },
    };
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [quietLive, { ...blockedOf([spammer]), maxUsageCount: 1 }, queueOf([]), unblocked, blockedOf([])],
    });
    await user.click(await screen.findByRole('button', { name: /Blocked senders \(1\)/ }));
    const list = await screen.findByRole('list', { name: 'Blocked senders' });
    expect(within(list).getByText('+447700900666')).toBeInTheDocument();
    expect(within(list).getByText(/by Dee Desk/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('+447700900666 is no longer blocked'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Blocked senders/ })).not.toBeInTheDocument());
  });
  it.each([
    ['VIEWER', false],
    ['AGENT', true],
  ] as const)('%s: the ways out of the queue and Unblock offered, %s', async (role, offered) => {
    const { user } = renderWithProviders(<TriageQueue />, {
      auth: { user: makeUser({ role }) },
      mocks: [quietLive, blockedOf([spammer]), queueOf([gasLeak])],
    });
    const card = await screen.findByTestId('triage-item');
    // The message and its suggestion are read by everyone.
    expect(within(card).getByText('#1204 - Boiler not working')).toBeInTheDocument();
    for (const name of ['Accept Suggestion', 'Assign to Ticket', 'Create New Ticket', 'Dismiss']) {
      expect(within(card).queryByRole('button', { name })).toEqual(offered ? expect.anything() : null);
    }
    expect(screen.queryByText('Your role can read the queue but not triage it.')).toEqual(offered ? null : expect.anything());
    await user.click(await screen.findByRole('button', { name: /Blocked senders \(1\)/ }));
    const list = await screen.findByRole('list', { name: 'Blocked senders' });
    expect(within(list).getByText('+447700900666')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Unblock' })).toEqual(offered ? expect.anything() : null);
  });
});
