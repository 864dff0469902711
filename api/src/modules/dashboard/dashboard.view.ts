import { pickFields } from '../../common/pick-fields';
import type { DashboardMetrics, HistoricalMetrics, MonthlyMetrics, PeriodMetrics, RecentTask } from './dashboard.types';

/** What REST answers of the dashboard (`/api/dashboard`): each figure named, in this order. */
const METRICS_FIELDS = [
  'activeTickets',
  'newThisMonth',
  'resolvedThisMonth',
  'overdueSLA',
  'slaComplianceRate',
  'avgResponseTime',
  'avgResolutionTime',
  'priorities',
  'newToday',
  'resolvedToday',
  'hasTasks',
] as const;
const PRIORITY_FIELDS = ['emergency', 'urgent', 'important'] as const;
const PERIOD_FIELDS = [
  'startDate',
  'endDate',
  'newTickets',
  'resolvedTickets',
  'resolvedOnTime',
  'resolvedLate',
  'slaComplianceRate',
  'avgResponseTime',
  'avgResolutionTime',
  'activeTickets',
  'newThisMonth',
  'resolvedThisMonth',
  'overdueSLA',
  'priorities',
] as const;
const RECENT_TASK_FIELDS = [
  'id',
  'title',
  'description',
  'status',
  'priority',
  'dueDate',
  'ticketId',
  'ticketNumber',
  'createdAt',
] as const;

export type DashboardMetricsView = Pick<DashboardMetrics, (typeof METRICS_FIELDS)[number]>;
export type PeriodMetricsView = Pick<PeriodMetrics, (typeof PERIOD_FIELDS)[number]>;
export type MonthlyMetricsView = { month: string } & PeriodMetricsView;
export interface HistoricalMetricsView {
  period: HistoricalMetrics['period'];
  current: PeriodMetricsView;
  previous: PeriodMetricsView | null;
  monthlyBreakdown: MonthlyMetricsView[];
}
export type RecentTaskView = Pick<RecentTask, (typeof RECENT_TASK_FIELDS)[number]>;

/** GET /api/dashboard/metrics. */
export function toDashboardMetricsView(metrics: DashboardMetrics): DashboardMetricsView {
  return { ...pickFields(metrics, METRICS_FIELDS), priorities: pickFields(metrics.priorities, PRIORITY_FIELDS) };
}

const toPeriodView = (period: PeriodMetrics): PeriodMetricsView => ({
  ...pickFields(period, PERIOD_FIELDS),
  priorities: pickFields(period.priorities, PRIORITY_FIELDS),
});
const toMonthView = (month: MonthlyMetrics): MonthlyMetricsView => ({ month: month.month, ...toPeriodView(month) });

/** GET /api/dashboard/metrics/historical. */
export function toHistoricalMetricsView(metrics: HistoricalMetrics): HistoricalMetricsView {
  return {
    period: metrics.period,
    current: toPeriodView(metrics.current),
    previous: metrics.previous ? toPeriodView(metrics.previous) : null,
    monthlyBreakdown: metrics.monthlyBreakdown.map(toMonthView),
  };
}

/** One row of GET /api/dashboard/recent-tasks. */
export function toRecentTaskView(task: RecentTask): RecentTaskView {
  return pickFields(task, RECENT_TASK_FIELDS);
}
