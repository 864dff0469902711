import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { Invalid } from '../../common/errors';
import type { CompanyService } from '../company/company.service';
import { TICKET_PRIORITIES } from '../tickets/ticket.enums';
import { SLA_NOW, slaOverdueSql } from '../tickets/ticket.sla';
import { DASHBOARD_MESSAGES, HistoricalPeriod, MAX_RANGE_YEARS, type HistoricalMetricsInput } from './dashboard.inputs';
import type { DashboardMetrics, HistoricalMetrics, MonthlyMetrics, PeriodMetrics, PriorityCounts, RecentTask } from './dashboard.types';
import { wallClock } from '../../common/wall-clock';

/** Recent Tasks shows at most this many tasks. */
export const RECENT_TASKS_LIMIT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A calendar date, held as its midnight in UTC so that days and months step by plain arithmetic.
 * Which date an instant falls on is the company's time zone's answer (`wallClock`); SQL applies
 * the zone with `AT TIME ZONE`.
 */
type CalendarDate = Date;

function formatDate(d: CalendarDate): string {
  return d.toISOString().slice(0, 10);
}

const ISO_DATE = z.iso.date();
/** With an offset (Z, +01:00) or without one (then a wall-clock time in the company's zone). */
const ISO_DATE_TIME = z.iso.datetime({ offset: true, local: true });

/**
 * A report's first or last date: `yyyy-MM-dd`, or an ISO 8601 date-time such as a browser's
 * toISOString() sends, which has lost the sender's zone. Read on the company zone's clock, the
 * first date is then the day that begins nearest it (local midnight anywhere from 12 hours behind
 * to 12 ahead names its own date), the last date the day it falls in (the end of a local day
 * ahead of the company, or now). docs/decisions.md, "Report dates from date-times".
 */
function parseDate(value: string, field: 'startDate' | 'endDate', zone: string): CalendarDate {
  if (ISO_DATE.safeParse(value).success) return new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE_TIME.safeParse(value).success) throw new Invalid(DASHBOARD_MESSAGES[field], field);
  const wall = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? wallClock(new Date(value), zone) : new Date(`${value}Z`).getTime();
  const day = field === 'startDate' ? Math.floor((wall + DAY_MS / 2) / DAY_MS) : Math.floor(wall / DAY_MS);
  return new Date(day * DAY_MS);
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

/** A period without tickets: nothing created or resolved, so no rates. */
const NO_TICKETS: PeriodRow = { new_tickets: 0, resolved: 0, on_time: 0, compliance: null, avg_response: null, avg_resolution: null };

/** Tickets open at an instant and how many of them are overdue; tickets per priority. */
interface OpenRow extends PriorityCounts {
  active: number;
  overdue: number;
}

const toPriorities = (row: PriorityCounts): PriorityCounts => ({ emergency: row.emergency, urgent: row.urgent, important: row.important });

interface MetricsRow extends PeriodRow, OpenRow {
  new_today: number;
  resolved_today: number;
  has_tasks: boolean;
}

/*
 * Period figures come from `ticket_daily_stats` (one row per day in the company's zone, kept exact
 * by triggers on tickets and rebuilt when the zone changes: migration 1795930000000), so a year's
 * report reads at most 366 rows, never the tickets.
 * The fragments below turn sums of a day range `s` into the figures; `NULLIF` makes a rate or an
 * average null when there is nothing to measure.
 */
const PERIOD_FIGURES = `
  COALESCE(sum(s.created), 0)::int AS new_tickets,
  round(sum(s.response_seconds) / NULLIF(sum(s.responded), 0) / 3600, 2)::float8 AS avg_response,
  COALESCE(sum(s.resolved), 0)::int AS resolved,
  COALESCE(sum(s.resolved_on_time), 0)::int AS on_time,
  round(sum(s.resolution_seconds) / NULLIF(sum(s.resolved), 0) / 3600, 2)::float8 AS avg_resolution,
  round(100.0 * sum(s.resolved_on_time) / NULLIF(sum(s.resolved), 0), 1)::float8 AS compliance`;

/** The tickets open now (`OPEN_TICKETS`, through a partial index) and how many are overdue at `now` (the SLA rule). */
const OPEN_TICKETS = `tickets t WHERE t.status <> 'completed'`;
const OPEN_COUNTS = (now: string): string => `count(*)::int AS active, count(*) FILTER (WHERE ${slaOverdueSql('t', now)})::int AS overdue`;

/** The instant $n, or when it is null the database's clock, which judges the tickets' SLA state too. */
const instant = (n: number): string => `COALESCE($${n}::timestamptz, ${SLA_NOW})`;

/** Counts of the rows of tickets `t` per priority, named as in PriorityCounts. */
const PRIORITY_COUNTS = TICKET_PRIORITIES.map((p) => `count(*) FILTER (WHERE t.priority = '${p}')::int AS ${p}`).join(',\n    ');

/** $1 now (null: the database's), $2 the company's zone (the one the daily summary is kept in). */
const METRICS_SQL = `
WITH n AS (SELECT ${instant(1)} AS now),
b AS (
  SELECT n.now,
    date_trunc('month', n.now AT TIME ZONE $2)::date AS month_s,
    (date_trunc('month', n.now AT TIME ZONE $2) + interval '1 month')::date AS month_e,
    (n.now AT TIME ZONE $2)::date AS today
  FROM n
)
SELECT a.active, a.overdue, a.emergency, a.urgent, a.important,
  p.new_tickets, p.avg_response, p.resolved, p.on_time, p.avg_resolution, p.compliance,
  p.new_today, p.resolved_today,
  EXISTS (SELECT 1 FROM tasks) AS has_tasks
FROM b
CROSS JOIN LATERAL (
  SELECT ${OPEN_COUNTS('b.now')},
    ${PRIORITY_COUNTS}
  FROM ${OPEN_TICKETS}
) a
CROSS JOIN LATERAL (
  SELECT ${PERIOD_FIGURES},
    COALESCE(sum(s.created) FILTER (WHERE s.day = b.today), 0)::int AS new_today,
    COALESCE(sum(s.resolved) FILTER (WHERE s.day = b.today), 0)::int AS resolved_today
  FROM ticket_daily_stats s WHERE s.day >= b.month_s AND s.day < b.month_e
) p`;

/**
 * The range grouped by calendar month with a ROLLUP row ('total') for the whole range, plus the
 * previous period's totals ('previous'; all zero when $3/$4 are null). $1/$2 the range, $3/$4 the
 * previous range (dates, end exclusive). Months without a summary row have no row here (the
 * service fills them with zeros).
 */
const HISTORICAL_SQL = `
SELECT COALESCE(to_char(s.day, 'YYYY-MM'), 'total') AS key, ${PERIOD_FIGURES}
FROM ticket_daily_stats s WHERE s.day >= $1::date AND s.day < $2::date
GROUP BY ROLLUP (to_char(s.day, 'YYYY-MM'))
UNION ALL
SELECT 'previous', ${PERIOD_FIGURES}
FROM ticket_daily_stats s WHERE s.day >= $3::date AND s.day < $4::date`;

/**
 * Per range (keys $1, first dates $2, end dates $3 exclusive, in zone $5): the tickets open at its
 * end and how many of them are overdue then, and the tickets created in it per priority, all from
 * the daily summary (migration 1764000800000): open at a day's end = created before it - resolved
 * before it; overdue = became overdue before it - resolved late before it. A range that has not
 * ended by $4 (now; null: the database's) is judged now, by the dashboard's own count.
 */
const PERIOD_END_SQL = `
WITH r AS (SELECT * FROM unnest($1::text[], $2::date[], $3::date[]) AS u(key, s, e)),
live AS MATERIALIZED (
  SELECT ${OPEN_COUNTS(instant(4))} FROM ${OPEN_TICKETS}
  AND EXISTS (SELECT 1 FROM r WHERE r.e::timestamp AT TIME ZONE $5 > ${instant(4)})
)
SELECT r.key,
  CASE WHEN r.e::timestamp AT TIME ZONE $5 > ${instant(4)} THEN live.active ELSE ended.active END AS active,
  CASE WHEN r.e::timestamp AT TIME ZONE $5 > ${instant(4)} THEN live.overdue ELSE ended.overdue END AS overdue,
  p.*
FROM r
CROSS JOIN live
CROSS JOIN LATERAL (
  SELECT COALESCE(sum(s.created - s.resolved), 0)::int AS active,
    COALESCE(sum(s.became_overdue - (s.resolved - s.resolved_on_time)), 0)::int AS overdue
  FROM ticket_daily_stats s WHERE s.day < r.e
) ended
CROSS JOIN LATERAL (
  SELECT ${TICKET_PRIORITIES.map((p) => `COALESCE(sum(s.created_${p}), 0)::int AS ${p}`).join(', ')}
  FROM ticket_daily_stats s WHERE s.day >= r.s AND s.day < r.e
) p`;

const RECENT_TASKS_SQL = `
SELECT k.id, k.title, k.description, k.status::text AS status, k.priority::text AS priority, k."dueDate",
  k."ticketId", t.number AS "ticketNumber", k."createdAt"
FROM tasks k LEFT JOIN tickets t ON t.id = k."ticketId"
WHERE k.status IN ('pending', 'in_progress')
ORDER BY k."createdAt" DESC, k.id DESC
LIMIT $1`;

/** The dashboard's figures (docs/product.md §3), all computed by PostgreSQL. */
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly company: CompanyService,
  ) {}

  /** The figures at `now` (tests pass a fixed instant), by default the database's now: the clock of the tickets' SLA state. */
  async metrics(now?: Date): Promise<DashboardMetrics> {
    const zone = await this.company.timeZone();
    const [row] = (await this.dataSource.query(METRICS_SQL, [now ?? null, zone])) as MetricsRow[];
    return {
      activeTickets: row.active,
      newThisMonth: row.new_tickets,
      resolvedThisMonth: row.resolved,
      overdueSLA: row.overdue,
      slaComplianceRate: row.compliance,
      avgResponseTime: row.avg_response,
      avgResolutionTime: row.avg_resolution,
      priorities: toPriorities(row),
      newToday: row.new_today,
      resolvedToday: row.resolved_today,
      hasTasks: row.has_tasks,
    };
  }

  /** Reports over a range of dates: the range, optionally the period before, and its months. */
  async historical(input: HistoricalMetricsInput, now?: Date): Promise<HistoricalMetrics> {
    const zone = await this.company.timeZone();
    const start = parseDate(input.startDate, 'startDate', zone);
    const last = parseDate(input.endDate, 'endDate', zone);
    if (last < start) throw new Invalid(DASHBOARD_MESSAGES.order, 'endDate');
    const current: DateRange = { start, end: addDays(last, 1) };
    if (current.end > addMonths(start, 12 * MAX_RANGE_YEARS)) throw new Invalid(DASHBOARD_MESSAGES.tooLong, 'endDate');

    const previous = input.period === HistoricalPeriod.COMPARE ? previousRange(current) : null;
    const months = monthlyRanges(current).map((range) => ({ key: formatDate(range.start).slice(0, 7), range }));
    const ranges = [{ key: 'total', range: current }, ...(previous ? [{ key: 'previous', range: previous }] : []), ...months];
    const [rows, endRows] = await Promise.all([
      this.dataSource.query(HISTORICAL_SQL, [
        formatDate(current.start),
        formatDate(current.end),
        previous ? formatDate(previous.start) : null,
        previous ? formatDate(previous.end) : null,
      ]) as Promise<(PeriodRow & { key: string })[]>,
      this.dataSource.query(PERIOD_END_SQL, [
        ranges.map((r) => r.key),
        ranges.map((r) => formatDate(r.range.start)),
        ranges.map((r) => formatDate(r.range.end)),
        now ?? null,
        zone,
      ]) as Promise<(OpenRow & { key: string })[]>,
    ]);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const endByKey = new Map(endRows.map((row) => [row.key, row]));

    const toPeriod = (key: string, range: DateRange): PeriodMetrics => {
      const figures = byKey.get(key) ?? NO_TICKETS;
      const end = endByKey.get(key) as OpenRow;
      return {
        startDate: formatDate(range.start),
        endDate: formatDate(addDays(range.end, -1)),
        newTickets: figures.new_tickets,
        resolvedTickets: figures.resolved,
        resolvedOnTime: figures.on_time,
        resolvedLate: figures.resolved - figures.on_time,
        slaComplianceRate: figures.compliance,
        avgResponseTime: figures.avg_response,
        avgResolutionTime: figures.avg_resolution,
        activeTickets: end.active,
        newThisMonth: figures.new_tickets,
        resolvedThisMonth: figures.resolved,
        overdueSLA: end.overdue,
        priorities: toPriorities(end),
      };
    };
    return {
      period: input.period,
      current: toPeriod('total', current),
      previous: previous ? toPeriod('previous', previous) : null,
      monthlyBreakdown: months.map(({ key, range }): MonthlyMetrics => ({ month: key, ...toPeriod(key, range) })),
    };
  }

  /** At most five pending or in-progress tasks, newest first, with their ticket's number. */
  async recentTasks(): Promise<RecentTask[]> {
    return (await this.dataSource.query(RECENT_TASKS_SQL, [RECENT_TASKS_LIMIT])) as RecentTask[];
  }
}
