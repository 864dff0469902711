import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { TaskAssigneesDocument, TicketTasksDocument, type TaskFieldsFragment } from '../../gql/graphql';
import { makeTask } from '../../test/factories';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { TicketTasksPanel } from './TicketTasksPanel';

function task(id: string, overrides: Partial<TaskFieldsFragment> = {}): TaskFieldsFragment {
  return makeTask({ id, title: `Task ${id}`, ...overrides });
}

const listOf = (nodes: TaskFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: TicketTasksDocument, variables: { ticketId: 'k1', limit: 25, offset: 0 } },
  result: { data: { tasks: { __typename: 'TaskConnection', totalCount: nodes.length, nodes } } },
});
const staff: MockLink.MockedResponse = {
  request: { query: TaskAssigneesDocument },
  result: { data: { users: { __typename: 'UserConnection', nodes: [{ __typename: 'User', id: 'u1', name: 'Jane Doe' }] } } },
  maxUsageCount: 5,
};
const auth = { user: makeUser({ id: 'u1' }) };

// Typing through user-event is slow on a busy machine; the default 5 s per test is too tight.

describe('TicketTasksPanel', () => {
  it("lists the ticket's tasks and opens one for editing", async () => {
    const overdue = task('b', {
      title: 'Chase supplier',
      status: 'IN_PROGRESS',
      priority: 'URGENT',
      dueDate: '2020-01-01T09:00:00.000Z',
      assignee: { __typename: 'User', id: 'u1', firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.test' },
    });
    const { user } = renderWithProviders(<TicketTasksPanel ticketId="k1" />, { mocks: [listOf([overdue, task('a')]), staff], auth });
    const rows = await screen.findAllByTestId('task-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Chase supplier')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('In Progress')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Overdue/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tasks (2)' })).toBeInTheDocument();

    await user.click(rows[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Chase supplier');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('IN_PROGRESS');
  });

  it('shows the empty state; Create Task asks the ticket detail for its inline form when it handles it', async () => {
    const onCreate = jest.fn();
    const { user } = renderWithProviders(<TicketTasksPanel ticketId="k1" onCreate={onCreate} />, {
      mocks: [listOf([]), staff],
      auth,
    });
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the create form in a dialog on its own', async () => {
    const { user } = renderWithProviders(<TicketTasksPanel ticketId="k1" />, { mocks: [listOf([]), staff], auth });
    await user.click(await screen.findByRole('button', { name: 'Create Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Task' });
    expect(within(dialog).getByRole('form', { name: 'Create task' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
  });
  it('shows a viewer the tasks with their descriptions, without Create Task or opening one for editing', async () => {
    const noted = task('a', { title: 'Call the plumber', description: 'Ask for Tuesday morning' });
    renderWithProviders(<TicketTasksPanel ticketId="k1" onCreate={jest.fn()} />, {
      mocks: [listOf([noted]), staff],
      auth: { user: makeUser({ id: 'u1', role: 'VIEWER' }) },
    });
    const row = await screen.findByTestId('task-row');
    expect(within(row).getByText('Call the plumber')).toBeInTheDocument();
    expect(within(row).getByText('Ask for Tuesday morning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit task Call the plumber' })).not.toBeInTheDocument();
  });

  it('offers an agent Create Task and each task as a button that opens it', async () => {
    const noted = task('a', { title: 'Call the plumber', description: 'Ask for Tuesday morning' });
    renderWithProviders(<TicketTasksPanel ticketId="k1" onCreate={jest.fn()} />, { mocks: [listOf([noted]), staff], auth });
    expect(await screen.findByRole('button', { name: 'Edit task Call the plumber' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeInTheDocument();
    // The description is in the form an agent opens, not repeated in the row.
    expect(screen.queryByText('Ask for Tuesday morning')).not.toBeInTheDocument();
  });
});
