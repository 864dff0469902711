import { screen, within } from '@testing-library/react';
import { AuditEventsDocument, TeamMembersDocument, type AuditEventsQuery } from '../../gql/graphql';
import { makeUser, renderWithLocation } from '../../test/renderWithProviders';
import AuditLogPage from './AuditLogPage';
import { auditVariables } from './useAuditLog';

type Event = AuditEventsQuery['auditEvents']['nodes'][number];

function event(overrides: Partial<Event>): Event {
  return {
    __typename: 'AuditEventType',
    id: 'e1',
    at: '2026-11-28T09:30:00.000Z',
    action: 'ROLE_CHANGED',
    actorId: 'u1',
    actorName: 'Ada Admin',
    ip: '203.0.113.7',
    targetType: 'user',
    targetLabel: 'Leo Leaver',
    changes: [{ __typename: 'AuditChange', field: 'role', before: 'agent', after: 'viewer' }],
    ...overrides,
  };
}

const roleChange = event({});
const failedSignIn = event({
  id: 'e2',
  action: 'SIGN_IN_FAILED',
  actorId: null,
  actorName: null,
  targetLabel: 'leo@acme.test',
  changes: [{ __typename: 'AuditChange', field: 'reason', before: null, after: 'Invalid email or password' }],
});

const team = {
  request: { query: TeamMembersDocument },
  result: {
    data: {
      teamMembers: [
        {
          __typename: 'TeamMember',
          id: 'u1',
          name: 'Ada Admin',
          email: 'ada@acme.test',
          role: 'ADMIN',
          active: true,
          lastSignInAt: null,
          openTickets: 0,
          openTasks: 0,
        },
      ],
    },
  },
  maxUsageCount: 5,
};

const page = (filters: Partial<Parameters<typeof auditVariables>[0]>, nodes: Event[]) => ({
  request: { query: AuditEventsDocument, variables: auditVariables({ person: '', action: '', from: '', to: '', offset: 0, ...filters }) },
  result: { data: { auditEvents: { __typename: 'AuditEventConnection', totalCount: nodes.length, nodes } } },
});

function renderPage(mocks: object[], route = '/settings/audit-log') {
  return renderWithLocation(<AuditLogPage />, { mocks: mocks as never, route, auth: { user: makeUser({ id: 'u1', role: 'ADMIN' }) } });
}

describe('AuditLogPage', () => {
  it('lists who did what, to what, with the values before and after and the address', async () => {
    renderPage([team, page({}, [roleChange, failedSignIn])]);
    const row = (await screen.findByRole('cell', { name: 'Role changed' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(row).getByText('Leo Leaver')).toBeInTheDocument();
    expect(within(row).getByText('agent')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    const failed = screen.getByRole('cell', { name: 'Sign-in failed' }).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/audit/events.csv');
  });

  it('an action picked asks the server with it, keeps it in the address, and the download follows', async () => {
    const { user } = renderPage([team, page({}, [roleChange, failedSignIn]), page({ action: 'SIGN_IN_FAILED' }, [failedSignIn])]);
    await screen.findByRole('cell', { name: 'Role changed' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'SIGN_IN_FAILED');
    expect(await screen.findByText('Showing 1 event')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Role changed' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/settings/audit-log?action=SIGN_IN_FAILED');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/audit/events.csv?action=sign_in_failed');
  });

  it('reads its filters from the address; the To day is included whole', async () => {
    renderPage(
      [team, page({ person: 'u1', from: '2026-11-01', to: '2026-11-28' }, [])],
      '/settings/audit-log?person=u1&from=2026-11-01&to=2026-11-28',
    );
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    const variables = auditVariables({ person: 'u1', action: '', from: '2026-11-01', to: '2026-11-28', offset: 0 });
    expect(new Date(variables.to as string).getTime() - new Date(`2026-11-28T00:00:00`).getTime()).toBe(24 * 3600 * 1000);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });
});
