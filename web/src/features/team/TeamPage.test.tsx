import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  ChangeUserRoleDocument,
  PendingInvitationsDocument,
  ReassignOpenWorkDocument,
  RevokeInvitationDocument,
  SetUserActiveDocument,
  TeamMembersDocument,
  type PendingInvitationFieldsFragment,
  type TeamMemberFieldsFragment,
} from '../../gql/graphql';
import { formatDateTimeWithYear } from '../../lib/dates';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import TeamPage from './TeamPage';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

function member(overrides: Partial<TeamMemberFieldsFragment>): TeamMemberFieldsFragment {
  return {
    __typename: 'TeamMember',
    id: 'u1',
    name: 'Ada Admin',
    email: 'ada@acme.test',
    role: 'ADMIN',
    active: true,
    lastSignInAt: '2026-11-28T09:30:00.000Z',
    openTickets: 0,
    openTasks: 0,
    ...overrides,
  };
}

const ada = member({});
const leo = member({ id: 'u2', name: 'Leo Leaver', email: 'leo@acme.test', role: 'AGENT', openTickets: 2, openTasks: 1 });
const tia = member({ id: 'u3', name: 'Tia Taker', email: 'tia@acme.test', role: 'AGENT', lastSignInAt: null });

/** The team as the server answers it, `times` times (a later answer follows once these are used). */
const list = (members: TeamMemberFieldsFragment[], times = 5) => ({
  request: { query: TeamMembersDocument },
  result: { data: { teamMembers: members } },
  maxUsageCount: times,
});

/** The pending invitations as the server answers them, `times` times. */
const invitationList = (invitations: PendingInvitationFieldsFragment[], times = 5) => ({
  request: { query: PendingInvitationsDocument },
  result: { data: { pendingInvitations: invitations } },
  maxUsageCount: times,
});

const ivyInvitation: PendingInvitationFieldsFragment = {
  __typename: 'PendingInvitation',
  id: 'i1',
  email: 'ivy@acme.test',
  role: 'AGENT',
  invitedBy: 'Ada Admin',
  createdAt: '2026-11-28T09:30:00.000Z',
  expiresAt: '2026-12-05T09:30:00.000Z',
  expired: false,
};

/** The page with `mocks` (and no pending invitations unless `mocks` answers them first). */
function renderPage(mocks: object[]) {
  return renderWithProviders(<TeamPage />, {
    mocks: [...mocks, invitationList([])] as never,
    auth: { user: makeUser({ id: 'u1', role: 'ADMIN' }) },
  });
}

beforeEach(() => jest.clearAllMocks());

describe('TeamPage', () => {
  it('lists role, status, last sign-in and open work; no Deactivate on your own row', async () => {
    renderPage([list([ada, leo, tia])]);
    const leoRow = await screen.findByRole('row', { name: 'Leo Leaver' });
    expect(within(leoRow).getByRole('combobox', { name: 'Role of Leo Leaver' })).toHaveValue('AGENT');
    expect(within(leoRow).getByText('Active')).toBeInTheDocument();
    expect(within(leoRow).getByText('2 open tickets, 1 open task')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Tia Taker' })).getByText('Never')).toBeInTheDocument();
    const own = screen.getByRole('row', { name: 'Ada Admin' });
    expect(within(own).getByText('Ada Admin (you)')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('a refused role change says why and the select keeps the role the server has', async () => {
    const { user } = renderPage([
      list([ada, leo]),
      {
        request: { query: ChangeUserRoleDocument, variables: { userId: 'u1', role: 'AGENT' } },
        result: { errors: [new GraphQLError('The last active admin cannot be given another role: make someone else an admin first.')] },
      },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Role of Ada Admin' });
    await user.selectOptions(select, 'AGENT');
    await waitFor(() =>
      expect(toaster.showError).toHaveBeenCalledWith(
        'Could not change the role',
        'The last active admin cannot be given another role: make someone else an admin first.',
      ),
    );
    expect(select).toHaveValue('ADMIN');
  });

  it('deactivating a leaver asks first and hands their open work to the person chosen', async () => {
    const { user } = renderPage([
      list([ada, leo, tia], 1),
      {
        request: { query: SetUserActiveDocument, variables: { userId: 'u2', active: false } },
        result: { data: { setUserActive: { ...leo, active: false } } },
      },
      {
        request: { query: ReassignOpenWorkDocument, variables: { fromUserId: 'u2', toUserId: 'u3' } },
        result: { data: { reassignOpenWork: { __typename: 'ReassignedWork', tickets: 2, tasks: 1 } } },
      },
      list([ada, { ...leo, active: false, openTickets: 0, openTasks: 0 }, { ...tia, openTickets: 2, openTasks: 1 }]),
    ]);
    await user.click(within(await screen.findByRole('row', { name: 'Leo Leaver' })).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Leo Leaver?' });
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Tia Taker');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(toaster.showSuccess).toHaveBeenCalledWith('Leo Leaver is deactivated', '2 ticket(s) and 1 task(s) handed to Tia Taker'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await within(screen.getByRole('row', { name: 'Leo Leaver' })).findByText('Deactivated')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Leo Leaver' })).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('lists the pending invitations (an expired one marked) and revokes one', async () => {
    const old = { ...ivyInvitation, id: 'i2', email: 'old@acme.test', role: 'VIEWER' as const, invitedBy: null, expired: true };
    const { user } = renderPage([
      list([ada]),
      invitationList([ivyInvitation, old], 1),
      {
        request: { query: RevokeInvitationDocument, variables: { input: { id: 'i1' } } },
        result: { data: { revokeInvitation: { __typename: 'PendingInvitation', id: 'i1' } } },
      },
      invitationList([old], 1),
    ]);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    const ivy = within(table).getByRole('row', { name: 'ivy@acme.test' });
    expect(within(ivy).getByText('Agent')).toBeInTheDocument();
    expect(within(ivy).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(ivy).getByText(formatDateTimeWithYear(ivyInvitation.expiresAt))).toBeInTheDocument();
    const expired = within(table).getByRole('row', { name: 'old@acme.test' });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Unknown')).toBeInTheDocument();

    await user.click(within(ivy).getByRole('button', { name: 'Revoke the invitation to ivy@acme.test' }));
    await waitFor(() =>
      expect(toaster.showSuccess).toHaveBeenCalledWith('The invitation to ivy@acme.test is revoked', 'Its link no longer works.'),
    );
    await waitFor(() => expect(within(table).queryByRole('row', { name: 'ivy@acme.test' })).not.toBeInTheDocument());
  });

  it('says so when nobody is invited, and opens the Invite dialog from the header', async () => {
    const { user } = renderPage([list([ada])]);
    expect(await screen.findByText(/No pending invitations/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('dialog', { name: 'Invite someone' })).toBeInTheDocument();
  });

  it('says what failed when the team cannot be read', async () => {
    renderPage([{ request: { query: TeamMembersDocument }, result: { errors: [new GraphQLError('Database unavailable')] } }]);
    expect(await screen.findByText('Could not load the team')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
