import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CreateTaskDocument, TaskAssigneesDocument, UpdateTaskDocument } from '../../gql/graphql';
import { makeTask } from '../../test/factories';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { TaskForm } from './TaskForm';
import { toDateTimeLocal } from '../../lib/dates';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

const user = makeUser({ id: 'u1', firstName: 'Jane', lastName: 'Doe' });

const staff: MockLink.MockedResponse = {
  request: { query: TaskAssigneesDocument },
  result: {
    data: {
      users: {
        __typename: 'UserConnection',
        nodes: [
          { __typename: 'User', id: 'u1', name: 'Jane Doe' },
          { __typename: 'User', id: 'u2', name: 'Sam Lee' },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

function renderForm(props: Parameters<typeof TaskForm>[0] = {}, mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<TaskForm ticketId="k1" {...props} />, { mocks: [staff, ...mocks], auth: { user } });
}

const inHours = (h: number) => toDateTimeLocal(new Date(Date.now() + h * 3600_000));

beforeEach(() => jest.clearAllMocks());

// Typing through user-event is slow on a busy machine; the default 5 s per test is too tight.

describe('TaskForm validation', () => {
  it('requires a non-blank title', async () => {
    const { user: u } = renderForm();
    await u.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Title'), '   ');
    await u.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it('refuses a due date in the past', async () => {
    const { user: u } = renderForm();
    await u.type(screen.getByLabelText('Title'), 'Fix it');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: inHours(-2) } });
    await u.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Due date cannot be in the past')).toBeInTheDocument();
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it('shows the reminder settings only once a due date is set, and the status only when editing', async () => {
    renderForm();
    expect(screen.queryByLabelText('Remind me')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('If overdue, remind')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Priority')).toHaveValue('HIGH');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: inHours(48) } });
    expect(await screen.findByLabelText('Remind me')).toHaveValue('1440');
    expect(screen.getByLabelText('If overdue, remind')).toHaveValue('1440');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByLabelText('Remind me')).not.toBeInTheDocument());
  });

  it('offers pending, in progress and completed when editing', () => {
    renderForm({ task: makeTask() });
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('PENDING');
    expect(Array.from((status as HTMLSelectElement).options).map((o) => o.value)).toEqual(['PENDING', 'IN_PROGRESS', 'COMPLETED']);
    expect(screen.getByRole('button', { name: 'Save Task' })).toBeInTheDocument();
  });

  it('lets an overdue task be edited without moving its due date', async () => {
    const due = new Date(Date.now() - 3 * 3600_000);
    due.setSeconds(0, 0);
    const task = makeTask({ dueDate: due.toISOString(), remindBeforeMinutes: 60, overdueRepeatMinutes: 240 });
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: UpdateTaskDocument,
          variables: {
            input: {
              id: 't1',
              title: 'Call the plumber again',
              description: null,
              priority: 'MEDIUM',
              assigneeId: null,
              status: 'IN_PROGRESS',
              remindBeforeMinutes: 60,
              overdueRepeatMinutes: 240,
            },
          },
        },
        result: { data: { updateTask: makeTask({ ...task, title: 'Call the plumber again', status: 'IN_PROGRESS' }) } },
      },
    ];
    const onDone = jest.fn();
    const { user: u } = renderForm({ task, onDone }, mocks);
    await u.clear(screen.getByLabelText('Title'));
    await u.type(screen.getByLabelText('Title'), 'Call the plumber again');
    await u.selectOptions(screen.getByLabelText('Status'), 'IN_PROGRESS');
    await u.click(screen.getByRole('button', { name: 'Save Task' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toaster.showSuccess).toHaveBeenCalledWith('Task updated successfully');
  });

  it('creates the task with its reminder settings and says so', async () => {
    const dueLocal = inHours(48);
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: CreateTaskDocument,
          variables: {
            input: {
              title: 'Order valve',
              description: null,
              priority: 'HIGH',
              assigneeId: 'u2',
              ticketId: 'k1',
              dueDate: new Date(dueLocal).toISOString(),
              remindBeforeMinutes: 60,
              overdueRepeatMinutes: 1440,
            },
          },
        },
        result: { data: { createTask: makeTask({ title: 'Order valve', priority: 'HIGH' }) } },
      },
    ];
    const onDone = jest.fn();
    const { user: u } = renderForm({ onDone }, mocks);
    await u.type(screen.getByLabelText('Title'), '  Order valve ');
    await screen.findByRole('option', { name: 'Sam Lee' });
    await u.selectOptions(screen.getByLabelText('Assignee'), 'u2');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: dueLocal } });
    await u.selectOptions(await screen.findByLabelText('Remind me'), '60');
    await u.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toaster.showSuccess).toHaveBeenCalledWith('Task created successfully');
  });

  it("shows 'Failed to create task' with the server's message, on its field", async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: CreateTaskDocument,
          variables: { input: { title: 'Late', description: null, priority: 'HIGH', assigneeId: null, ticketId: 'k1' } },
        },
        result: {
          errors: [{ message: 'Ticket not found', extensions: { code: 'BAD_USER_INPUT', field: 'ticketId' } }],
        },
      },
    ];
    const { user: u } = renderForm({}, mocks);
    await u.type(screen.getByLabelText('Title'), 'Late');
    await u.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Failed to create task', 'Ticket not found'));
  });
});
