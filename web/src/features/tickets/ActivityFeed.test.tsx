import { screen, waitFor, within } from '@testing-library/react';
import { RetryMessageDocument, TicketActivitiesDocument } from '../../gql/graphql';
import { showError, showSuccess } from '../../lib/toaster';
import { outboundEmail } from '../../test/factories';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { ActivityFeed } from './ActivityFeed';

jest.mock('../../lib/toaster', () => ({ showError: jest.fn(), showSuccess: jest.fn(), showInfo: jest.fn(), showWarning: jest.fn() }));

const REASON = 'The mail server did not accept the email: 550 mailbox unavailable';

function feed(status: 'SENT' | 'FAILED' | 'PENDING', error: string | null) {
  return {
    request: { query: TicketActivitiesDocument, variables: { ticketId: 't1', limit: 50, offset: 0 } },
    result: {
      data: {
        ticketActivities: {
          __typename: 'ActivityConnection' as const,
          totalCount: 1,
          nodes: [
            {
              __typename: 'Activity' as const,
              id: 'a1',
              type: 'EMAIL' as const,
              content: 'To: tom@tenant.test\nSubject: Visit\n\nWe come on Monday',
              metadata: { direction: 'outbound', conversationId: 'c1', messageId: 'm1' },
              createdAt: '2030-01-01T09:00:00.000Z',
              contactId: 'k1',
              user: { __typename: 'User' as const, id: 'u1', firstName: 'Ann', lastName: 'Agent', email: 'ann@acme.test' },
              delivery: { __typename: 'MessageDelivery' as const, messageId: 'm1', status, error },
            },
          ],
        },
      },
    },
  };
}

function retried(status: 'SENT' | 'FAILED', error: string | null) {
  return {
    request: { query: RetryMessageDocument, variables: { input: { messageId: 'm1' } } },
    result: {
      data: {
        retryMessage: outboundEmail(status, error),
      },
    },
  };
}

describe('ActivityFeed: the send state of e-mails', () => {
  beforeEach(() => {
    jest.mocked(showError).mockClear();
    jest.mocked(showSuccess).mockClear();
  });

  it('a failed e-mail shows Not sent with the reason and Retry; Retry sends it and the entry then reads Sent', async () => {
    const { user } = renderWithProviders(<ActivityFeed ticketId="t1" />, {
      mocks: [feed('FAILED', REASON), retried('SENT', null), feed('SENT', null)],
    });
    const state = await screen.findByTestId('delivery-state');
    expect(within(state).getByText('Not sent')).toBeVisible();
    expect(within(state).getByText(REASON)).toBeVisible();
    await user.click(within(state).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Email sent successfully'));
    await waitFor(() => expect(within(screen.getByTestId('delivery-state')).getByText('Sent')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a viewer a failed e-mail with its reason but no Retry', async () => {
    renderWithProviders(<ActivityFeed ticketId="t1" />, { mocks: [feed('FAILED', REASON)], auth: { user: makeUser({ role: 'VIEWER' }) } });
    const state = await screen.findByTestId('delivery-state');
    expect(within(state).getByText('Not sent')).toBeVisible();
    expect(within(state).getByText(REASON)).toBeVisible();
    expect(within(state).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a Retry that fails again says so with the reason, never "sent"', async () => {
    const { user } = renderWithProviders(<ActivityFeed ticketId="t1" />, {
      mocks: [feed('FAILED', REASON), retried('FAILED', REASON), feed('FAILED', REASON)],
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Failed to send email', REASON));
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('an e-mail still leaving reads Sending... and offers no Retry', async () => {
    renderWithProviders(<ActivityFeed ticketId="t1" />, { mocks: [feed('PENDING', null)] });
    expect(await screen.findByText('Sending...')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
