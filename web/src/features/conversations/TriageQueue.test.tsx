import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  TicketClientOptionsDocument,
  TriageMessageDocument,
  TriageQueueChangedDocument,
  TriageQueueDocument,
  TriageTicketOptionsDocument,
  type TriageQueueItemFieldsFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import TriageQueue from './TriageQueue';
import { TRIAGE_PAGE } from './useTriageQueue';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

jest.setTimeout(20_000);

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

const ticketOptions: MockLink.MockedResponse = {
  request: { query: TriageTicketOptionsDocument, variables: { search: null } },
  result: {
    data: {
      tickets: {
        __typename: 'TicketConnection',
        totalCount: 2,
        nodes: [
          { __typename: 'Ticket', id: 't1', number: 1204, title: 'Boiler not working', status: 'IN_PROGRESS' },
          { __typename: 'Ticket', id: 't2', number: 1310, title: 'Broken gate', status: 'NEW' },
        ],
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
    renderWithProviders(<TriageQueue />, { mocks: [quietLive, queueOf([gasLeak, newcomer])] });
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
    renderWithProviders(<TriageQueue />, { mocks: [quietLive, queueOf([])] });
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
  });

  it('accepts the suggestion, then reads the queue again', async () => {
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [quietLive, queueOf([gasLeak]), triaged({ messageId: 'm1', action: 'ASSIGN', ticketId: 't1' }), queueOf([])],
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Suggestion' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Message triaged successfully'));
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
  });

  it('assigns to a chosen ticket: Assign needs one', async () => {
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [quietLive, queueOf([newcomer]), ticketOptions, triaged({ messageId: 'm2', action: 'ASSIGN', ticketId: 't2' }), queueOf([])],
    });
    await user.click(await screen.findByRole('button', { name: 'Assign to Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Ticket' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    const select = within(dialog).getByLabelText('Ticket');
    await within(dialog).findByRole('option', { name: '#1310 - Broken gate' });
    await user.selectOptions(select, 't2');
    expect(assign).toBeEnabled();
    await user.click(assign);
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Message triaged successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a client when the server cannot tell one, then creates the ticket', async () => {
    const clients: MockLink.MockedResponse = {
      request: { query: TicketClientOptionsDocument, variables: { search: null } },
      result: {
        data: {
          clients: {
            __typename: 'ClientConnection',
            totalCount: 1,
            nodes: [{ __typename: 'Client', id: 'cl1', companyName: 'Northgate Housing', email: 'nh@example.test' }],
          },
        },
      },
    };
    const noClient: MockLink.MockedResponse = {
      request: { query: TriageMessageDocument, variables: { input: { messageId: 'm2', action: 'CREATE_TICKET' } } },
      result: {
        errors: [
          {
            message: "The sender's client could not be determined: choose a client for the new ticket",
            extensions: { code: 'BAD_USER_INPUT', field: 'clientId' },
          },
        ],
      },
    };
    const { user } = renderWithProviders(<TriageQueue />, {
      mocks: [
        quietLive,
        queueOf([newcomer]),
        noClient,
        clients,
        triaged({ messageId: 'm2', action: 'CREATE_TICKET', clientId: 'cl1' }, { id: 't9', number: 1400, title: 'The gate is broken' }),
        queueOf([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Create New Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Client' });
    expect(within(dialog).getByText(/could not be determined/)).toBeInTheDocument();
    expect(toaster.showError).not.toHaveBeenCalled();
    await within(dialog).findByRole('option', { name: 'Northgate Housing' });
    await user.selectOptions(within(dialog).getByLabelText('Client'), 'cl1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Message triaged successfully'));
  });

  it("shows 'Failed to triage message' with the server's message", async () => {
    const conflict: MockLink.MockedResponse = {
      request: { query: TriageMessageDocument, variables: { input: { messageId: 'm1', action: 'ASSIGN', ticketId: 't1' } } },
      result: { errors: [{ message: 'This message has already been triaged', extensions: { code: 'CONFLICT' } }] },
    };
    const { user } = renderWithProviders(<TriageQueue />, { mocks: [quietLive, queueOf([gasLeak]), conflict] });
    await user.click(await screen.findByRole('button', { name: 'Accept Suggestion' }));
    await waitFor(() =>
      expect(toaster.showError).toHaveBeenCalledWith('Failed to triage message', 'This message has already been triaged'),
    );
  });
});
