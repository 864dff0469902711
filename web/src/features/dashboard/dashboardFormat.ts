/** Formatting and report-range rules of the dashboard (docs/product.md §9), kept pure so they are tested alone. */

/** The SLA compliance target, in percent. */
export const SLA_TARGET = 95;
/** Recent Tasks truncations: description and ticket id lengths. */
export const TASK_DESCRIPTION_MAX = 80;
export const TICKET_ID_MAX = 8;
/** The metrics poll every 30 s. */
export const METRICS_POLL_MS = 30_000;

export const NO_VALUE = '—';

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** 66.7 -> "66.7%", 100 -> "100%", null (nothing resolved) -> "—". */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return NO_VALUE;
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;
}

/** Hours as a reader would say them: "45 min", "2.7 h", "3.8 days"; null -> "—". */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return NO_VALUE;
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
  const days = hours / 24;
  return `${Number.isInteger(days) ? days : days.toFixed(1)} days`;
}

export type ComplianceColour = 'green' | 'yellow' | 'red';

/** 90% or above green, 70% or above yellow, below red. */
export function complianceColour(rate: number): ComplianceColour {
  if (rate >= 90) return 'green';
  if (rate >= 70) return 'yellow';
  return 'red';
}

export const COMPLIANCE_FILL: Record<ComplianceColour, string> = {
  green: '#16a34a',
  yellow: '#eab308',
  red: '#dc2626',
};

export type ReportKind = 'month' | 'year' | 'ytd';
export type ReportPeriod = 'CURRENT' | 'COMPARE' | 'MONTHLY';

export interface ReportRange {
  startDate: string;
  endDate: string;
  period: ReportPeriod;
}

function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * Month and Year to Date compare with the period before; Year shows its months.
 * `month` is "yyyy-MM", `year` a full year, `today` the company's (`companyToday`).
 */
export function reportRange(kind: ReportKind, choice: { month: string; year: number }, today: string): ReportRange {
  if (kind === 'month') {
    const y = Number(choice.month.slice(0, 4));
    const m = Number(choice.month.slice(5, 7));
    return { startDate: `${choice.month}-01`, endDate: lastDayOfMonth(y, m), period: 'COMPARE' };
  }
  if (kind === 'year') {
    return { startDate: `${choice.year}-01-01`, endDate: `${choice.year}-12-31`, period: 'MONTHLY' };
  }
  return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today, period: 'COMPARE' };
}
