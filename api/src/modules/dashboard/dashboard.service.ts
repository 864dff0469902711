import type { DataSource } from 'typeorm';
import { Invalid } from '../../common/errors';
import { DASHBOARD_MESSAGES, DATE_PATTERN, HistoricalPeriod, MAX_RANGE_YEARS, type HistoricalMetricsInput } from './dashboard.inputs';
import type { DashboardMetrics, HistoricalMetrics, MonthlyMetrics, PeriodMetrics, RecentTask } from './dashboard.types';

/** Months and days of every figure are calendar months and days in this zone (docs/decisions.md). */
export const REPORT_TIME_ZONE = 'UTC';

/** Recent Tasks shows at most this many tasks (SPEC §9). */
export const RECENT_TASKS_LIMIT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as midnight UTC; the zone is applied by SQL (`AT TIME ZONE`). */
type CalendarDate = Date;

function formatDate(d: CalendarDate): string {
  return d.toISOString().slice(0, 10);
}

function parseDate(value: string, field: 'startDate' | 'endDate'): CalendarDate {
  const message = DASHBOARD_MESSAGES[field];
  if (!DATE_PATTERN.test(value)) throw new Invalid(message, field);
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || formatDate(d) !== value) throw new Invalid(message, field);
  return d;
}

function addDays(d: CalendarDate, days: number): CalendarDate {
  return new Date(d.getTime() + days * DAY_MS);
}

function addMonths(d: CalendarDate, months: number): CalendarDate {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
}

function monthsBetween(from: CalendarDate, to: CalendarDate): number {
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
}

/** A half-open range of calendar dates: `start` inclusive, `end` exclusive. */
interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** The period of equal length just before `range` (whole calendar months compare with months). */
export function previousRange(range: DateRange): DateRange {
  if (range.start.getUTCDate() === 1 && range.end.getUTCDate() === 1) {
    const months = monthsBetween(range.start, range.end);
    return { start: addMonths(range.start, -months), end: range.start };
  }
  const days = Math.round((range.end.getTime() - range.start.getTime()) / DAY_MS);
  return { start: addDays(range.start, -days), end: range.start };
}

/** One range per calendar month that `range` touches, clipped to it. */
export function monthlyRanges(range: DateRange): DateRange[] {
  const out: DateRange[] = [];
  for (
    let month = new Date(Date.UTC(range.start.getUTCFullYear(), range.start.getUTCMonth(), 1));
    month < range.end;
    month = addMonths(month, 1)
  ) {
    const next = addMonths(month, 1);
    out.push({ start: month < range.start ? range.start : month, end: next > range.end ? range.end : next });
  }
  return out;
}

interface PeriodRow {
  new_tickets: number;
  resolved: number;
  on_time: number;
  compliance: number | null;
  avg_response: number | null;
  avg_resolution: number | null;
}

interface MetricsRow extends PeriodRow {
  active: number;
  overdue: number;
  emergency: number;
  urgent: number;
  important: number;
  new_today: number;
  resolved_today: number;
  has_tasks: boolean;
}

/*
 * The SQL fragments shared by the current figures and the reports, so both use one definition.
 * `b.s` and `b.e` are the period's bounds as timestamptz (half open).
 */
const AVG_RESPONSE_HOURS = `round((avg(extract(epoch FROM t."firstResponseAt" - t."createdAt") / 3600)
    FILTER (WHERE t."firstResponseAt" IS NOT NULL))::numeric, 2)::float8`;
const AVG_RESOLUTION_HOURS = `round(avg(extract(epoch FROM t."resolvedAt" - t."createdAt") / 3600)::numeric, 2)::float8`;
const ON_TIME = `count(*) FILTER (WHERE t."resolvedAt" <= t."dueAt")::int`;
const COMPLIANCE = `round(100.0 * v.on_time / NULLIF(v.resolved, 0), 1)::float8`;

const METRICS_SQL = `
WITH b AS (
  SELECT $1::timestamptz AS now,
    date_trunc('month', $1::timestamptz AT TIME ZONE $2) AT TIME ZONE $2 AS s,
    (date_trunc('month', $1::timestamptz AT TIME ZONE $2) + interval '1 month') AT TIME ZONE $2 AS e,
    date_trunc('day', $1::timestamptz AT TIME ZONE $2) AT TIME ZONE $2 AS day_s,
    (date_trunc('day', $1::timestamptz AT TIME ZONE $2) + interval '1 day') AT TIME ZONE $2 AS day_e
)
SELECT a.active, a.overdue, a.emergency, a.urgent, a.important,
  c.new_tickets, c.new_today, c.avg_response,
  v.resolved, v.on_time, v.resolved_today, v.avg_resolution, ${COMPLIANCE} AS compliance,
  EXISTS (SELECT 1 FROM tasks) AS has_tasks
FROM b
CROSS JOIN LATERAL (
  SELECT count(*)::int AS active,
    count(*) FILTER (WHERE t."dueAt" < b.now)::int AS overdue,
    count(*) FILTER (WHERE t.priority = 'emergency')::int AS emergency,
    count(*) FILTER (WHERE t.priority = 'urgent')::int AS urgent,
    count(*) FILTER (WHERE t.priority = 'important')::int AS important
  FROM tickets t WHERE t.status <> 'completed'
) a
CROSS JOIN LATERAL (
  SELECT count(*)::int AS new_tickets,
    count(*) FILTER (WHERE t."createdAt" >= b.day_s AND t."createdAt" < b.day_e)::int AS new_today,
    ${AVG_RESPONSE_HOURS} AS avg_response
  FROM tickets t WHERE t."createdAt" >= b.s AND t."createdAt" < b.e
) c
CROSS JOIN LATERAL (
  SELECT count(*)::int AS resolved, ${ON_TIME} AS on_time,
    count(*) FILTER (WHERE t."resolvedAt" >= b.day_s AND t."resolvedAt" < b.day_e)::int AS resolved_today,
    ${AVG_RESOLUTION_HOURS} AS avg_resolution
  FROM tickets t WHERE t."resolvedAt" >= b.s AND t."resolvedAt" < b.e
) v`;

/** $1 starts and $2 ends (exclusive) as date arrays, $3 the zone; one row per range, in order. */
const PERIODS_SQL = `
SELECT r.i::int AS i, c.new_tickets, c.avg_response, v.resolved, v.on_time, v.avg_resolution, ${COMPLIANCE} AS compliance
FROM unnest($1::date[], $2::date[]) WITH ORDINALITY AS r(s, e, i)
CROSS JOIN LATERAL (SELECT r.s::timestamp AT TIME ZONE $3 AS s, r.e::timestamp AT TIME ZONE $3 AS e) b
CROSS JOIN LATERAL (
  SELECT count(*)::int AS new_tickets, ${AVG_RESPONSE_HOURS} AS avg_response
  FROM tickets t WHERE t."createdAt" >= b.s AND t."createdAt" < b.e
) c
CROSS JOIN LATERAL (
  SELECT count(*)::int AS resolved, ${ON_TIME} AS on_time, ${AVG_RESOLUTION_HOURS} AS avg_resolution
  FROM tickets t WHERE t."resolvedAt" >= b.s AND t."resolvedAt" < b.e
) v
ORDER BY r.i`;

const RECENT_TASKS_SQL = `
SELECT k.id, k.title, k.description, k.status::text AS status, k.priority::text AS priority, k."dueDate",
  k."ticketId", t.number AS "ticketNumber", k."createdAt"
FROM tasks k LEFT JOIN tickets t ON t.id = k."ticketId"
WHERE k.status IN ('pending', 'in_progress')
ORDER BY k."createdAt" DESC, k.id DESC
LIMIT $1`;

/** The dashboard's figures (SPEC §3 Dashboard metrics), all computed by PostgreSQL. */
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  /** The figures at `now` (the request time; tests pass a fixed instant). */
  async metrics(now: Date = new Date()): Promise<DashboardMetrics> {
    const [row] = (await this.dataSource.query(METRICS_SQL, [now, REPORT_TIME_ZONE])) as MetricsRow[];
    return {
      activeTickets: row.active,
      newThisMonth: row.new_tickets,
      resolvedThisMonth: row.resolved,
      overdueSLA: row.overdue,
      slaComplianceRate: row.compliance,
      avgResponseTime: row.avg_response,
      avgResolutionTime: row.avg_resolution,
      priorities: { emergency: row.emergency, urgent: row.urgent, important: row.important },
      newToday: row.new_today,
      resolvedToday: row.resolved_today,
      hasTasks: row.has_tasks,
    };
  }

  /** Reports over a range of dates: the range, optionally the period before, and its months. */
  async historical(input: HistoricalMetricsInput): Promise<HistoricalMetrics> {
    const start = parseDate(input.startDate, 'startDate');
    const last = parseDate(input.endDate, 'endDate');
    if (last < start) throw new Invalid(DASHBOARD_MESSAGES.order, 'endDate');
    const current: DateRange = { start, end: addDays(last, 1) };
    if (current.end > addMonths(start, 12 * MAX_RANGE_YEARS)) throw new Invalid(DASHBOARD_MESSAGES.tooLong, 'endDate');

    const previous = input.period === HistoricalPeriod.COMPARE ? previousRange(current) : null;
    const months = monthlyRanges(current);
    const ranges = [current, ...(previous ? [previous] : []), ...months];
    const rows = (await this.dataSource.query(PERIODS_SQL, [
      ranges.map((r) => formatDate(r.start)),
      ranges.map((r) => formatDate(r.end)),
      REPORT_TIME_ZONE,
    ])) as PeriodRow[];

    const toPeriod = (range: DateRange, row: PeriodRow): PeriodMetrics => ({
      startDate: formatDate(range.start),
      endDate: formatDate(addDays(range.end, -1)),
      newTickets: row.new_tickets,
      resolvedTickets: row.resolved,
      resolvedOnTime: row.on_time,
      resolvedLate: row.resolved - row.on_time,
      slaComplianceRate: row.compliance,
      avgResponseTime: row.avg_response,
      avgResolutionTime: row.avg_resolution,
    });
    const offset = previous ? 2 : 1;
    return {
      period: input.period,
      current: toPeriod(current, rows[0]),
      previous: previous ? toPeriod(previous, rows[1]) : null,
      monthlyBreakdown: months.map(
        (range, i): MonthlyMetrics => ({ month: formatDate(range.start).slice(0, 7), ...toPeriod(range, rows[offset + i]) }),
      ),
    };
  }

  /** At most five pending or in-progress tasks, newest first, with their ticket's number. */
  async recentTasks(): Promise<RecentTask[]> {
    return (await this.dataSource.query(RECENT_TASKS_SQL, [RECENT_TASKS_LIMIT])) as RecentTask[];
  }
}
