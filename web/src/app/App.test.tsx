import { formatDateTime } from '../lib/dates';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CurrentUserDocument,
  LoginDocument,
  LogoutDocument,
  MyUrgentAlertsChangedDocument,
  MyUrgentAlertsDocument,
  OnCallShiftsDocument,
  SystemStatusChangedDocument,
  SystemStatusDocument,
  UnreadNotificationCountChangedDocument,
  UnreadNotificationCountDocument,
} from '../gql/graphql';
import { AuthProvider } from '../features/auth/AuthProvider';
import { makeUser, renderWithProviders } from '../test/renderWithProviders';
import { App } from './App';
import { isNavItemCurrent, navSections, pageTitleFor } from './navigation';

// Signed out, the server answers `me` with null.
const unauthenticated: MockLink.MockedResponse = {
  request: { query: CurrentUserDocument },
  result: { data: { me: null } },
};
const signedIn: MockLink.MockedResponse = {
  request: { query: CurrentUserDocument },
  result: { data: { me: makeUser() } },
};
const status = { __typename: 'SystemStatus', databaseReachable: true, checkedAt: '2025-01-01T00:00:00Z' } as const;
const statusMocks: MockLink.MockedResponse[] = [
  { request: { query: SystemStatusDocument }, result: { data: { systemStatus: status } }, maxUsageCount: 10 },
  { request: { query: SystemStatusChangedDocument }, result: { data: { systemStatus: status } }, maxUsageCount: 10 },
  { request: { query: UnreadNotificationCountDocument }, result: { data: { unreadNotificationCount: 0 } }, maxUsageCount: 10 },
  {
    request: { query: UnreadNotificationCountChangedDocument },
    result: { data: { unreadNotificationCountChanged: 0 } },
    maxUsageCount: 10,
  },
  { request: { query: MyUrgentAlertsDocument }, result: { data: { myUrgentAlerts: [] } }, maxUsageCount: 10 },
  { request: { query: MyUrgentAlertsChangedDocument }, result: { data: { myUrgentAlertsChanged: [] } }, maxUsageCount: 10 },
];

function renderApp(route: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AuthProvider>
      <App />
    </AuthProvider>,
    { route, mocks: [...mocks, ...statusMocks] },
  );
}

describe('App', () => {
  it("opens the search in a row of its own from the phone layout's search button, focused", async () => {
    renderApp('/', [signedIn]);
    const open = await screen.findByRole('button', { name: 'Open search' });
    expect(screen.getAllByPlaceholderText('Search tickets, contacts...')).toHaveLength(1);
    await userEvent.click(open);
    const boxes = screen.getAllByPlaceholderText('Search tickets, contacts...');
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close search', expanded: true }));
    expect(screen.getAllByPlaceholderText('Search tickets, contacts...')).toHaveLength(1);
  });

  it('shows a spinner, then the auth page for any path when nobody is signed in', async () => {
    renderApp('/tickets', [unauthenticated]);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the account pages (forgot password, the links sent by e-mail) at their paths, signed out', async () => {
    renderApp('/forgot-password', [unauthenticated]);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  // jsdom evaluates no media queries, so the md+ sidebar counts as hidden there (hence `hidden: true`).
  it('shows the frame and the dashboard for a signed-in user', async () => {
    renderApp('/', [signedIn]);
    expect(await screen.findByRole('heading', { name: 'Support Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByPlaceholderText('Search tickets, contacts...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // The page waits for the company's defaults (its time zone), so its name is here by then.
    expect(screen.getByText('Acme Housing Property Maintenance')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Database reachable', hidden: true })).toBeInTheDocument());
    // The time of the api's last check that found the database answering.
    expect(screen.getByText(`Last good check: ${formatDateTime(status.checkedAt)}`)).toBeInTheDocument();
  });

  it('highlights Tickets on /tickets/new', async () => {
    renderApp('/tickets/new', [signedIn]);
    expect(await screen.findByRole('heading', { name: 'Support Tickets', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('shows the 404 page inside the frame for an unknown path', async () => {
    renderApp('/no/such/page', [signedIn]);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument();
  });

  it('opens Settings → On call for an agent, read-only (not refused as the admin pages are)', async () => {
    const rota: MockLink.MockedResponse = { request: { query: OnCallShiftsDocument }, result: { data: { onCallShifts: [] } } };
    renderApp('/settings/on-call', [signedIn, rota]);
    expect(await screen.findByRole('heading', { name: 'On call', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Nobody is on the rota: urgent alerts go to the admins.')).toBeInTheDocument();
    expect(screen.queryByText('Not available to your role')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a shift' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a signed-in user at the auth page to the dashboard', async () => {
    renderApp('/auth', [signedIn]);
    expect(await screen.findByRole('heading', { name: 'Support Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('switches to the app after signing in', async () => {
    const login: MockLink.MockedResponse = {
      request: { query: LoginDocument, variables: { input: { email: 'jane.doe@example.com', password: 'secret-pass' } } },
      result: { data: { login: makeUser() } },
    };
    const { user } = renderApp('/', [unauthenticated, login]);
    await user.type(await screen.findByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Support Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('switches to the auth page after signing out', async () => {
    const logout: MockLink.MockedResponse = { request: { query: LogoutDocument }, result: { data: { logout: true } } };
    const { user } = renderApp('/', [signedIn, logout, unauthenticated]);
    await user.click(await screen.findByRole('button', { name: /^User menu for / }));
    const menu = await screen.findByRole('menu');
    // Past Profile and Settings to Sign out.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe("the frame's navigation", () => {
  const items = navSections.flatMap((section) => section.items);
  const current = (pathname: string) => items.filter((entry) => isNavItemCurrent(entry, pathname)).map((e) => e.label);

  it('marks exactly one sidebar item current for a route, by path prefix', () => {
    expect(current('/')).toEqual(['Dashboard']);
    expect(current('/tickets/new')).toEqual(['Tickets']);
    expect(current('/settings')).toEqual(['Settings']);
    expect(current('/email-settings')).toEqual(['Email Settings']);
    expect(current('/admin/knowledge-base')).toEqual(['Knowledge Base']);
    expect(current('/ticketsx')).toEqual([]);
  });

  it('titles the top bar per route, unknown paths as not found', () => {
    expect(pageTitleFor('/')).toBe('Dashboard');
    expect(pageTitleFor('/tickets/new')).toBe('Tickets');
    expect(pageTitleFor('/troubleshooting')).toBe('Knowledge Base');
    expect(pageTitleFor('/admin/knowledge-base')).toBe('Knowledge Base Admin');
    expect(pageTitleFor('/profile')).toBe('Profile');
    expect(pageTitleFor('/settings/on-call')).toBe('On call');
    expect(pageTitleFor('/nowhere')).toBe('Page Not Found');
  });
});
