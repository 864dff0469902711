// Scenario: the support core at scale (issue 3). Seeds the bench server's own database with
// set-based SQL (the demo-data generator at a large size: 100,000 tickets, 1,000 clients, 5,000
// properties, 20,000 contacts, 400,000 activities), then measures the busiest calls at 20
// connections, each beside its SQL floor: the statements one request sends (the service method's;
// the session comes from the api's session cache), captured from the real api code and replayed
// straight through `pg` at the same concurrency.
//
// Targets (issue 3): p99 under 50 ms for search and lists, under 100 ms for the dashboard and the
// report; no endpoint below a third of its SQL floor's requests per second (the status change has
// only this one); seeding under 60 s. GET /api/tickets/{id} instead reaches at least 40% of the
// GET /healthz baseline of the same run, the signed-in calls' target (auth.mjs): it is one
// statement whose floor is faster than any signed-in HTTP request can be, so a third of that floor
// measured the HTTP stack rather than the endpoint (its floor is still measured and shown).
import { registerUser } from '../lib/server.mjs';
import { apiModule, apiServices, capturingDataSource } from '../lib/sql-floor.mjs';
import { graphqlRequest, selectedNames } from '../lib/web-operations.mjs';

export const SIZE = {
  clients: 1_000,
  properties: 5_000,
  contacts: 20_000,
  tickets: 100_000,
  extraActivitiesPerTicket: 3, // + ticket_created = 400,000 activities
  taskShare: 0.1,
  months: 14,
};

const STATUSES = ['in-progress', 'awaiting-supplier', 'awaiting-parts', 'new'];
const json = { accept: 'application/json' };

const seeded = new WeakMap();

/**
 * PATCH /api/tickets/{id}/status, first on `ids[first]` to 'in-progress', then another ticket and
 * another status on every send (autocannon's setupRequest), so each request is a real change.
 */
export function statusChangeRequest(ids, headers, first = 0) {
  let sent = first;
  return {
    method: 'PATCH',
    path: `/api/tickets/${ids[first]}/status`,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'in-progress' }),
    sameBody: false,
    setupRequest: (req) => {
      sent += 1;
      return {
        ...req,
        path: `/api/tickets/${ids[sent % ids.length]}/status`,
        body: JSON.stringify({ status: STATUSES[sent % STATUSES.length] }),
      };
    },
  };
}

/**
 * Seeds the server's database with SIZE once per server (the support and peer scenarios share it),
 * then VACUUM ANALYZE and CHECKPOINT. Resolves with the seeding's seconds.
 * @returns {Promise<{ seedSeconds: number }>}
 */
export function seedSupportData(server) {
  if (!seeded.has(server)) seeded.set(server, seed(server));
  return seeded.get(server);
}

async function seed(server) {
  const { dataSource } = await capturingDataSource(server.databaseUrl());
  try {
    // A BENCH_DATABASE_URL seeded by an earlier run is measured as it is.
    const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM tickets');
    if (n >= SIZE.tickets) {
      console.log(`  ${n.toLocaleString('en-US')} tickets already there: not seeded again`);
      return { seedSeconds: null };
    }
    const { insertDemoData, demoStaff } = apiModule('db/seed/demo-data');
    process.stdout.write(`  seeding ${SIZE.tickets.toLocaleString('en-US')} tickets … `);
    const started = performance.now();
    await dataSource.transaction((m) => insertDemoData(m, SIZE, demoStaff('bench.example.com'), 'bench-password'));
    const seedSeconds = (performance.now() - started) / 1000;
    // Measured with the SLA clock's heaviest settings: urgent and important count business hours
    // (the seed has already paused the tickets waiting on suppliers and parts).
    await dataSource.query(`UPDATE company_settings SET "businessHoursPriorities" = '{urgent,important}' WHERE id = 1`);
    // What a nightly autovacuum would have done: statistics, and the GIN trigram indexes' pending
    // lists merged (until then every search reads the bulk-inserted rows one by one).
    const vacuumStarted = performance.now();
    await dataSource.query('VACUUM ANALYZE');
    // And the checkpoint PostgreSQL would make within minutes anyway: written now, the seeding's
    // dirty pages are not flushed during the first measurements.
    await dataSource.query('CHECKPOINT');
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    const [counts] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM activities) AS activities,
              (SELECT count(*)::int FROM clients) AS clients, (SELECT count(*)::int FROM properties) AS properties,
              (SELECT count(*)::int FROM contacts) AS contacts`,
    );
    console.log(
      `${seedSeconds.toFixed(1)} s (${Object.entries(counts)
        .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
        .join(', ')}); ` + `VACUUM ANALYZE ${vacuumSeconds.toFixed(1)} s`,
    );
    return { seedSeconds };
  } finally {
    await dataSource.destroy();
  }
}

export default {
  name: 'support',
  title: 'Support core at scale (100,000 tickets)',
  connections: 20,

  async prepare(server) {
    const { seedSeconds } = await seedSupportData(server);
    const { cookie, user } = await registerUser(server);
    const url = server.databaseUrl();
    const { dataSource, capture } = await capturingDataSource(url);
    try {
      // Tickets to read and move: open ones, spread over the table.
      const ids = (await dataSource.query(`SELECT id FROM tickets WHERE status <> 'completed' ORDER BY number LIMIT 2000`)).map(
        (r) => r.id,
      );
      const { ticketFields } = apiModule('modules/tickets/ticket.queries');
      /** The fields the resolver reads for a web operation's tickets at `at` (see api/src/common/graphql-selection.ts). */
      const webFields = (operation, at) =>
        ticketFields(selectedNames('tickets/tickets.graphql', operation, at), (relation) =>
          selectedNames('tickets/tickets.graphql', operation, [...at, relation]),
        );
      const { tickets, dashboard, troubleshootingSessions } = apiServices(server, dataSource);
      const me = { id: user.id };
      const year = String(new Date().getUTCFullYear());
      const report = { startDate: `${year}-01-01`, endDate: `${year}-12-31`, period: 'monthly' };

      // Each floor is what one request sends: what the service method the REST route calls sends
      // (listRows for the lists: their rows are built as JSON by PostgreSQL). The session and its
      // user come from the api's session cache, read once at the warm-up, not once a request.
      const floors = {
        search: await capture(() => tickets.listRows({ search: 'leak' }, { limit: 25, offset: 0 }, me)),
        list: await capture(() => tickets.listRows({ status: 'in-progress', priority: 'urgent' }, { limit: 25, offset: 0 }, me)),
        get: await capture(() => tickets.getJson(ids[0])),
        status: await capture(() => tickets.changeStatus({ id: ids[1], status: 'awaiting-parts' }, me)),
        metrics: await capture(() => dashboard.metrics()),
        report: await capture(() => dashboard.historical(report)),
        // GraphQL: what the resolvers of the web app's operations call, for the fields they select.
        gqlList: await capture(() =>
          tickets.list(
            { status: 'in-progress', priority: 'urgent' },
            { limit: 25, offset: 0 },
            me,
            webFields('Tickets', ['tickets', 'nodes']),
          ),
        ),
        gqlGet: await capture(() => tickets.get(ids[0], undefined, webFields('TicketDetail', ['ticket']))),
        gqlBoard: await capture(() => tickets.board({}, 20, me, webFields('TicketBoard', ['ticketBoard', 'tickets']))),
        // The dashboard's query also reads 'Resolved by self-help' (DashboardMetrics.selfHelp).
        gqlMetrics: await capture(() =>
          Promise.all([dashboard.metrics(), dashboard.recentTasks(), troubleshootingSessions.selfHelpFigures()]),
        ),
      };
      // The status change replays with another ticket and another status each time, as the load does.
      const statusFloor = (i) =>
        floors.status.map((s) => ({
          ...s,
          params: s.params.map((p) => (p === ids[1] ? ids[i % ids.length] : p === 'awaiting-parts' ? STATUSES[i % STATUSES.length] : p)),
        }));
      return { cookie, ids, floors, statusFloor, report, seedSeconds, databaseUrl: url };
    } finally {
      await dataSource.destroy();
    }
  },

  /** Issue 3: seeding 100,000 tickets takes under 60 s. */
  checks({ seedSeconds }) {
    if (seedSeconds === null) return []; // an already seeded BENCH_DATABASE_URL
    return [
      { label: 'Seed 100,000 tickets (set-based SQL)', value: `${seedSeconds.toFixed(1)} s`, pass: seedSeconds < 60, target: '< 60 s' },
    ];
  },

  cases({ cookie, ids, floors, statusFloor, report, databaseUrl }) {
    const headers = { cookie, ...json };
    const list = (label, path, floor, maxP99Ms) => ({
      label,
      request: {
        method: 'GET',
        path,
        headers,
        check: (_s, body) => (Array.isArray(JSON.parse(body)) ? null : 'not a JSON array'),
      },
      floor: { url: databaseUrl, statementsFor: () => floor },
      target: { maxP99Ms, maxFloorFactor: 3 },
    });
    return [
      list('GET /api/tickets?search=leak', '/api/tickets?search=leak', floors.search, 50),
      list('GET /api/tickets?status=in-progress&priority=urgent', '/api/tickets?status=in-progress&priority=urgent', floors.list, 50),
      {
        label: 'GET /api/tickets/{id}',
        request: {
          method: 'GET',
          path: `/api/tickets/${ids[0]}`,
          headers,
          check: (_s, body) => (JSON.parse(body).id === ids[0] ? null : 'not the ticket'),
        },
        floor: { url: databaseUrl, statementsFor: () => floors.get },
        // The auth calls' target (see the top of this file); no p99 limit: the issue's name search,
        // lists, dashboard and report.
        target: { minRatio: 0.4 },
      },
      {
        label: 'PATCH /api/tickets/{id}/status',
        request: {
          ...statusChangeRequest(ids, headers, 2),
          check: (_s, body) => (JSON.parse(body).id === ids[2] ? null : 'not the ticket'),
        },
        floor: { url: databaseUrl, statementsFor: statusFloor },
        target: { maxFloorFactor: 3 },
      },
      {
        label: 'GET /api/dashboard/metrics',
        request: {
          method: 'GET',
          path: '/api/dashboard/metrics',
          headers,
          check: (_s, body) => (typeof JSON.parse(body).activeTickets === 'number' ? null : 'no activeTickets'),
          sameBody: false, // a status change just ran: the figures may still move for a moment
        },
        floor: { url: databaseUrl, statementsFor: () => floors.metrics },
        target: { maxP99Ms: 100, maxFloorFactor: 3 },
      },
      {
        label: `GET /api/dashboard/metrics/historical (monthly, ${report.startDate.slice(0, 4)})`,
        request: {
          method: 'GET',
          path: `/api/dashboard/metrics/historical?startDate=${report.startDate}&endDate=${report.endDate}&period=monthly`,
          headers,
          check: (_s, body) => (Array.isArray(JSON.parse(body).monthlyBreakdown) ? null : 'no monthlyBreakdown'),
        },
        floor: { url: databaseUrl, statementsFor: () => floors.report },
        target: { maxP99Ms: 100, maxFloorFactor: 3 },
      },
      // GraphQL: the web app's own operations (web/src/features/*/*.graphql, as Apollo Client sends
      // them), with the REST targets of the same reads.
      {
        label: 'POST /graphql Tickets (status, priority; totalCount)',
        request: graphqlRequest({
          cookie,
          file: 'tickets/tickets.graphql',
          name: 'Tickets',
          variables: { filter: { status: 'IN_PROGRESS', priority: 'URGENT' }, limit: 25, offset: 0 },
          check: (data) => (data.tickets.nodes.length === 25 && data.tickets.totalCount > 25 ? null : 'not a full page with its total'),
        }),
        floor: { url: databaseUrl, statementsFor: () => floors.gqlList },
        target: { maxP99Ms: 50, maxFloorFactor: 3 },
      },
      {
        label: 'POST /graphql TicketDetail',
        request: graphqlRequest({
          cookie,
          file: 'tickets/tickets.graphql',
          name: 'TicketDetail',
          variables: { id: ids[0] },
          check: (data) =>
            data.ticket.id === ids[0] && data.ticket.client && data.ticket.requester
              ? null
              : 'not the ticket with its client and requester',
        }),
        floor: { url: databaseUrl, statementsFor: () => floors.gqlGet },
        // The target of its REST twin GET /api/tickets/{id}: a one-statement read whose SQL floor is
        // faster than any signed-in request can be, so it is held to the auth calls' share of /healthz.
        target: { minRatio: 0.4 },
      },
      {
        label: 'POST /graphql TicketBoard (5 columns of 20)',
        request: graphqlRequest({
          cookie,
          file: 'tickets/tickets.graphql',
          name: 'TicketBoard',
          variables: { filter: {}, perColumn: 20 },
          check: (data) =>
            data.ticketBoard.length === 5 && data.ticketBoard.every((c) => c.tickets.length === 20) ? null : 'not 5 full columns',
        }),
        floor: { url: databaseUrl, statementsFor: () => floors.gqlBoard },
        // Five lists in one request: the dashboard's limit rather than one list's.
        target: { maxP99Ms: 100, maxFloorFactor: 3 },
      },
      {
        label: 'POST /graphql DashboardMetrics',
        request: {
          ...graphqlRequest({
            cookie,
            file: 'dashboard/dashboard.graphql',
            name: 'DashboardMetrics',
            variables: {},
            check: (data) =>
              typeof data.dashboardMetrics.activeTickets === 'number' && Array.isArray(data.recentTasks) ? null : 'no figures',
          }),
          sameBody: false, // as GET /api/dashboard/metrics: the figures may still move after the status changes
        },
        floor: { url: databaseUrl, statementsFor: () => floors.gqlMetrics },
        target: { maxP99Ms: 100, maxFloorFactor: 3 },
      },
    ];
  },
};
