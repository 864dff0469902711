import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { system } from '../../app/theme';
import { DashboardMetricsDocument, HistoricalMetricsDocument } from '../../gql/graphql';
import { AuthContext } from '../auth/AuthContext';
import { companyDefaultsMock } from '../../test/factories';
import { fakeAuth, LocationProbe, makeUser, renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import DashboardPage from './DashboardPage';
import { companyToday } from '../../lib/dates';
import { reportRange } from './dashboardFormat';
import { prefetchDashboardMetrics } from './useDashboard';

const TICKET_ID = '1a2b3c4d-5e6f-4a0b-8c9d-0123456789ab';
const LONG = 'The boiler in flat 3 makes a knocking noise every morning and the tenant would like an engineer visit';

function metrics(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'DashboardMetrics',
    activeTickets: 12,
    newThisMonth: 7,
    resolvedThisMonth: 5,
    overdueSLA: 2,
    slaComplianceRate: 80,
    avgResponseTime: 2.5,
    avgResolutionTime: 30,
    priorities: { __typename: 'PriorityCounts', emergency: 3, urgent: 4, important: 5 },
    newToday: 1,
    resolvedToday: 2,
    hasTasks: true,
    selfHelp: {
      __typename: 'SelfHelpFigures',
      resolvedThisMonth: 6,
      escalatedThisMonth: 2,
      startedThisMonth: 9,
      resolvedYearToDate: 41,
      escalatedYearToDate: 13,
      startedYearToDate: 60,
    },
    ...overrides,
  };
}

const task = {
  __typename: 'RecentTask',
  id: 'k1',
  title: 'Call the boiler engineer',
  description: LONG,
  status: 'IN_PROGRESS',
  priority: 'HIGH',
  dueDate: '2099-03-20T09:00:00.000Z',
  ticketId: TICKET_ID,
  ticketNumber: 1042,
};

function metricsMock(data: Record<string, unknown>, recentTasks: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: DashboardMetricsDocument },
    result: { data: { dashboardMetrics: data, recentTasks } },
    maxUsageCount: 5,
  };
}

function period(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PeriodMetrics',
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    newTickets: 40,
    resolvedTickets: 20,
    resolvedOnTime: 19,
    resolvedLate: 1,
    slaComplianceRate: 95,
    avgResponseTime: 1.5,
    avgResolutionTime: 50,
    ...overrides,
  };
}

/** The answer to one historical-metrics request (the YTD card's or a report's). */
function historicalMock(
  input: { period: string },
  answer: { current: unknown; previous?: unknown; monthlyBreakdown?: unknown[] },
  maxUsageCount?: number,
): MockLink.MockedResponse {
  return {
    request: { query: HistoricalMetricsDocument, variables: { input } },
    result: {
      data: {
        historicalMetrics: {
          __typename: 'HistoricalMetrics',
          period: input.period,
          current: answer.current,
          previous: answer.previous ?? null,
          monthlyBreakdown: answer.monthlyBreakdown ?? [],
        },
      },
    },
    maxUsageCount,
  };
}

function renderPage(mocks: MockLink.MockedResponse[], auth?: RenderOptions['auth']) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="*" element={<LocationProbe testId="location" />} />
    </Routes>,
    { mocks, auth },
  );
}

function card(label: string) {
  return screen.getByRole('group', { name: label });
}

describe('DashboardPage', () => {
  // jsdom lays nothing out, so recharts measures a 0x0 container and says so; the browser test covers the chart.
  const warn = console.warn;
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
      warn(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());

  it("shows the month's figures, compliance against the target and the priorities", async () => {
    renderPage([metricsMock(metrics(), [task])]);
    expect(screen.getByRole('heading', { name: 'Support Dashboard' })).toBeInTheDocument();
    expect(await within(card('Active Tickets')).findByText('12')).toBeInTheDocument();
    expect(within(card('New This Month')).getByText('7')).toBeInTheDocument();
    expect(within(card('New This Month')).getByText('1 today')).toBeInTheDocument();
    expect(within(card('Resolved This Month')).getByText('5')).toBeInTheDocument();
    expect(within(card('Overdue SLA')).getByText('2')).toBeInTheDocument();
    expect(within(card('SLA Compliance')).getByText('80%')).toBeInTheDocument();
    expect(within(card('SLA Compliance')).getByText(/Below the 95% target/)).toBeInTheDocument();
    expect(within(card('Avg Response Time')).getByText('2.5 h')).toBeInTheDocument();
    expect(within(card('Avg Resolution Time')).getByText('30 h')).toBeInTheDocument();
    expect(within(card('Resolved by self-help')).getByText('6')).toBeInTheDocument();
    expect(within(card('Resolved by self-help')).getByText('Guided sessions this month: 2 escalated · 9 started')).toBeInTheDocument();
    expect(screen.getByLabelText('Emergency tickets')).toHaveTextContent('3');
    expect(await within(screen.getByTestId('priority-urgent')).findByText('SLA 5 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Urgent tickets')).toHaveTextContent('4');
    expect(screen.getByLabelText('Important tickets')).toHaveTextContent('5');
  });

  it('shows a dash, not 0%, when nothing was resolved', async () => {
    renderPage([
      metricsMock(metrics({ slaComplianceRate: null, avgResponseTime: null, avgResolutionTime: null, resolvedThisMonth: 0 }), []),
    ]);
    expect(await within(card('SLA Compliance')).findByText('—')).toBeInTheDocument();
    expect(within(card('SLA Compliance')).getByText('No tickets resolved this month')).toBeInTheDocument();
    expect(within(card('Avg Response Time')).getByText('—')).toBeInTheDocument();
  });

  it('truncates task descriptions at 80 characters and ticket ids at 8, and opens the ticket on click', async () => {
    const { user } = renderPage([metricsMock(metrics(), [task])]);
    const row = await screen.findByTestId('recent-task');
    expect(within(row).getByText(`${LONG.slice(0, 80)}...`)).toBeInTheDocument();
    expect(within(row).getByText(/#1042 · 1a2b3c4d$/)).toBeInTheDocument();
    expect(within(row).getByText('In Progress')).toBeInTheDocument();
    expect(within(row).getByText(/^Due /)).toBeInTheDocument();
    await user.click(row);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/tickets?ticket=${TICKET_ID}`);
  });

  it("says 'No tasks yet' when no task exists and 'No tasks available' when none is open", async () => {
    const { unmount } = renderPage([metricsMock(metrics({ hasTasks: false }), [])]);
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    unmount();
    renderPage([metricsMock(metrics({ hasTasks: true }), [])]);
    expect(await screen.findByText('No tasks available')).toBeInTheDocument();
  });

  it('New Ticket goes to /tickets/new', async () => {
    const { user } = renderPage([metricsMock(metrics(), [])]);
    await user.click(screen.getByRole('button', { name: 'New Ticket' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tickets/new');
  });

  it('offers a viewer no New Ticket (the role cannot create one)', async () => {
    renderPage([metricsMock(metrics(), [])], { user: makeUser({ role: 'VIEWER' }) });
    expect(await screen.findByRole('group', { name: 'Active Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Ticket' })).not.toBeInTheDocument();
  });

  it('switches the cards to year-to-date figures', async () => {
    const today = companyToday();
    const ytd = { ...reportRange('ytd', { month: '', year: 0 }, today), period: 'CURRENT' };
    const { user } = renderPage([
      metricsMock(metrics(), []),
      historicalMock(ytd, { current: period({ newTickets: 321, resolvedTickets: 300, slaComplianceRate: 96.5 }) }, 5),
    ]);
    await within(card('Active Tickets')).findByText('12');
    await user.click(screen.getByRole('button', { name: 'YTD' }));
    expect(screen.getByRole('button', { name: 'YTD' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(card('New This Year')).findByText('321')).toBeInTheDocument();
    expect(within(card('Resolved This Year')).getByText('300')).toBeInTheDocument();
    expect(within(card('SLA Compliance')).getByText('96.5%')).toBeInTheDocument();
    expect(within(card('SLA Compliance')).getByText(/Meeting the 95% target/)).toBeInTheDocument();
    expect(within(card('Resolved by self-help')).getByText('41')).toBeInTheDocument();
    expect(within(card('Resolved by self-help')).getByText('Guided sessions this year: 13 escalated · 60 started')).toBeInTheDocument();
  });

  describe('Performance Reports', () => {
    const today = companyToday();
    const monthRange = reportRange('month', { month: today.slice(0, 7), year: 0 }, today);

    it('are hidden until asked for, then show the month compared with the one before', async () => {
      const { user } = renderPage([
        metricsMock(metrics(), []),
        historicalMock(monthRange, {
          current: period({ newTickets: 40 }),
          previous: period({ newTickets: 31, slaComplianceRate: null }),
          monthlyBreakdown: [{ ...period(), __typename: 'MonthlyMetrics', month: today.slice(0, 7) }],
        }),
        ...[
          reportRange('ytd', { month: '', year: 0 }, today),
          reportRange('year', { month: '', year: Number(today.slice(0, 4)) }, today),
        ].map((input) => historicalMock(input, { current: period() })),
      ]);
      expect(screen.queryByRole('heading', { name: 'Performance Reports' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show Reports' }));
      expect(screen.getByRole('heading', { name: 'Performance Reports' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hide Reports' })).toBeInTheDocument();
      expect(screen.getByLabelText('Report month')).toHaveValue(today.slice(0, 7));
      const created = await screen.findByRole('group', { name: 'New tickets' });
      expect(created).toHaveTextContent('40');
      expect(created).toHaveTextContent('Previous: 31');
      expect(screen.getByRole('group', { name: 'SLA compliance' })).toHaveTextContent('Previous: —');
      expect(screen.getByRole('img', { name: 'Monthly SLA compliance chart' })).toBeInTheDocument();

      // Year to Date hides the month and year pickers.
      await user.selectOptions(screen.getByLabelText('Report period'), 'Year to Date');
      expect(screen.queryByLabelText('Report month')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Report year')).not.toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('Report period'), 'Year');
      expect(screen.getByLabelText('Report year')).toHaveValue(today.slice(0, 4));
    });

    it('say so when the period has no data', async () => {
      const { user } = renderPage([
        metricsMock(metrics(), []),
        historicalMock(monthRange, {
          current: period({ newTickets: 0, resolvedTickets: 0, resolvedOnTime: 0, resolvedLate: 0 }),
          previous: period(),
        }),
      ]);
      await user.click(screen.getByRole('button', { name: 'Show Reports' }));
      expect(await screen.findByText('No data available for the selected period')).toBeInTheDocument();
    });

    it('say so when the report fails to load', async () => {
      const { user } = renderPage([
        metricsMock(metrics(), []),
        { request: { query: HistoricalMetricsDocument, variables: { input: monthRange } }, error: new Error('boom') },
      ]);
      await user.click(screen.getByRole('button', { name: 'Show Reports' }));
      expect(await screen.findByText('Failed to load report data')).toBeInTheDocument();
      expect(screen.getByText('Please try again later')).toBeInTheDocument();
    });
  });

  it('shows skeletons while loading', async () => {
    renderPage([{ ...metricsMock(metrics(), []), delay: 10_000 }]);
    expect(within(card('Active Tickets')).queryByTestId('metric-value')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Recent Tasks')).toBeInTheDocument());
  });
});

describe('prefetchDashboardMetrics (the first screen, signed in)', () => {
  /** A client whose every DashboardMetrics request is counted (no deduplication by the test's side). */
  function countingClient(delay: number) {
    const counted = { reads: 0 };
    const countReads = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'DashboardMetrics') counted.reads += 1;
      return forward(operation);
    });
    const answers = new MockLink([{ ...metricsMock(metrics(), [task]), delay, maxUsageCount: 10 }, companyDefaultsMock()]);
    return { client: new ApolloClient({ link: countReads.concat(answers), cache: new InMemoryCache() }), counted };
  }

  function renderWith(client: ApolloClient) {
    return render(
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <MemoryRouter>
            <AuthContext.Provider value={fakeAuth({ user: makeUser() })}>
              <DashboardPage />
            </AuthContext.Provider>
          </MemoryRouter>
        </ApolloProvider>
      </ChakraProvider>,
    );
  }

  it('the dashboard drawn after the answer came shows it without asking again', async () => {
    const { client, counted } = countingClient(0);
    prefetchDashboardMetrics(client);
    await waitFor(() => expect(client.readQuery({ query: DashboardMetricsDocument })).not.toBeNull());
    renderWith(client);
    expect(within(card('Active Tickets')).getByText('12')).toBeInTheDocument();
    expect(counted.reads).toBe(1);
  });

  it('the dashboard drawn while the request is in flight joins it', async () => {
    const { client, counted } = countingClient(50);
    prefetchDashboardMetrics(client);
    renderWith(client);
    expect(await within(card('Active Tickets')).findByText('12')).toBeInTheDocument();
    expect(counted.reads).toBe(1);
  });

  it('a later visit asks again, showing the figures it has meanwhile', async () => {
    const { client, counted } = countingClient(0);
    prefetchDashboardMetrics(client);
    const first = renderWith(client);
    expect(await within(card('Active Tickets')).findByText('12')).toBeInTheDocument();
    first.unmount();
    renderWith(client);
    expect(within(card('Active Tickets')).getByText('12')).toBeInTheDocument();
    await waitFor(() => expect(counted.reads).toBe(2));
  });
});
