import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  UnreadNotificationCountChangedDocument,
  UnreadNotificationCountDocument,
  UpdateTaskDocument,
  type NotificationFieldsFragment,
} from '../../gql/graphql';
import { makeTask } from '../../test/factories';
import { renderWithLocation } from '../../test/renderWithProviders';
import { NotificationsButton } from './NotificationsButton';

function note(id: string, overrides: Partial<NotificationFieldsFragment> = {}): NotificationFieldsFragment {
  return {
    __typename: 'Notification',
    id,
    type: 'OVERDUE',
    title: `Task overdue: ${id}`,
    body: 'Due now · Ticket #1001',
    taskId: `task-${id}`,
    ticketId: `ticket-${id}`,
    readAt: null,
    createdAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A pushed count that does not arrive during the test (the socket stays quiet). */
const quietPush: MockLink.MockedResponse = {
  request: { query: UnreadNotificationCountChangedDocument },
  result: { data: { unreadNotificationCountChanged: 0 } },
  delay: 60_000,
};

function renderBell(mocks: MockLink.MockedResponse[], push: MockLink.MockedResponse = quietPush) {
  return renderWithLocation(<NotificationsButton />, { mocks: [...mocks, push] });
}

const count = (n: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: n } },
});
const list = (nodes: NotificationFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: NotificationsDocument, variables: { limit: 20, offset: 0 } },
  result: { data: { notifications: { __typename: 'NotificationConnection', totalCount: nodes.length, nodes } } },
});

// Typing through user-event is slow on a busy machine; the default 5 s per test is too tight.

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

describe('NotificationsButton', () => {
  it('shows a count pushed by the server without waiting for the poll', async () => {
    renderBell([count(0), list([])], {
      request: { query: UnreadNotificationCountChangedDocument },
      result: { data: { unreadNotificationCountChanged: 3 } },
      delay: 50,
    });
    expect(await screen.findByRole('button', { name: 'Notifications (3 unread)' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
  });

  it('shows the unread count and an empty list', async () => {
    const { user } = renderBell([count(0), list([])]);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    await user.click(bell);
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('opens the ticket and marks the notification read', async () => {
    const mocks = [
      count(2),
      list([note('a'), note('b', { readAt: '2030-01-01T10:00:00.000Z' })]),
      {
        request: { query: MarkNotificationReadDocument, variables: { input: { id: 'a' } } },
        result: { data: { markNotificationRead: note('a', { readAt: '2030-01-01T11:00:00.000Z' }) } },
      },
      count(1),
    ];
    const { user } = renderBell(mocks);
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    await user.click(bell);
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: /Task overdue: a/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tickets?ticket=ticket-a'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument());
  });

  it('marks all read', async () => {
    const mocks = [
      count(2),
      list([note('a'), note('b')]),
      { request: { query: MarkAllNotificationsReadDocument }, result: { data: { markAllNotificationsRead: 2 } } },
      count(0),
      list([note('a', { readAt: '2030-01-01T11:00:00.000Z' }), note('b', { readAt: '2030-01-01T11:00:00.000Z' })]),
    ];
    const { user } = renderBell(mocks);
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    // As a person does: the rows are there before Mark all read (the button waits for them).
    expect(await screen.findAllByTestId('notification')).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    // The count and the list are read again after the mutation: on a busy machine that takes more than waitFor's default second.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(), { timeout: 5000 });
    await waitFor(
      () => expect(screen.getAllByTestId('notification').every((row) => row.getAttribute('data-unread') === 'false')).toBe(true),
      { timeout: 5000 },
    );
  });

  it("snoozes the task's reminders for the chosen time and marks the notification read", async () => {
    const before = Date.now();
    let snoozedUntil = '';
    const mocks = [
      count(1),
      list([note('a')]),
      {
        request: {
          query: UpdateTaskDocument,
          variables: (vars: { input: { id: string; snoozedUntil?: string | null } }) => {
            snoozedUntil = vars.input.snoozedUntil ?? '';
            return vars.input.id === 'task-a' && Object.keys(vars.input).length === 2;
          },
        },
        result: {
          data: {
            updateTask: makeTask({ id: 'task-a', ticketId: 'ticket-a', title: 'a' }),
          },
        },
      },
      {
        request: { query: MarkNotificationReadDocument, variables: { input: { id: 'a' } } },
        result: { data: { markNotificationRead: note('a', { readAt: '2030-01-01T11:00:00.000Z' }) } },
      },
      count(0),
    ];
    const { user } = renderBell(mocks);
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const [row] = await screen.findAllByTestId('notification');
    await user.click(within(row!).getByRole('button', { name: 'Snooze reminders' }));
    await user.click(screen.getByRole('button', { name: '4 hours' }));
    await waitFor(() =>
      expect(toaster.showSuccess).toHaveBeenCalledWith('Reminder snoozed', expect.stringMatching(/^No reminder before /)),
    );
    const until = new Date(snoozedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 4 * 3600_000);
    expect(until).toBeLessThan(Date.now() + 4 * 3600_000 + 1000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
  });
});
