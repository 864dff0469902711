import { useQuery } from '@apollo/client/react';
import { AuditAction as StoredAction } from '@pmp/shared';
import { AuditEventsDocument, type AuditAction } from '../../gql/graphql';
import { PAGE_SIZE } from '../../lib/ListFooter';

/** The log's filters as the screen keeps them in the address: dates are days (YYYY-MM-DD), both inclusive. */
export interface AuditFilters {
  person: string;
  action: string;
  from: string;
  to: string;
  offset: number;
}

/** The start of a local day, or of the day after it (`to` includes its whole day). */
function dayStart(day: string, after = false): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  if (after) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

export function auditVariables(filters: AuditFilters) {
  return {
    actorId: filters.person || null,
    action: (filters.action || null) as AuditAction | null,
    from: dayStart(filters.from),
    to: dayStart(filters.to, true),
    limit: PAGE_SIZE,
    offset: filters.offset,
  };
}

/** The download of the same filtered log (the api answers a CSV file; the stored action names its value). */
export function auditCsvHref(filters: AuditFilters): string {
  const variables = auditVariables(filters);
  const params = new URLSearchParams();
  if (variables.actorId) params.set('actorId', variables.actorId);
  if (variables.action) params.set('action', StoredAction[variables.action as keyof typeof StoredAction]);
  if (variables.from) params.set('from', variables.from);
  if (variables.to) params.set('to', variables.to);
  const query = params.toString();
  return `/api/audit/events.csv${query ? `?${query}` : ''}`;
}

/** One page of the audit log: re-read whenever the screen opens, as it grows all the time. */
export function useAuditLog(filters: AuditFilters) {
  const { data, previousData, loading, error, refetch } = useQuery(AuditEventsDocument, {
    variables: auditVariables(filters),
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.auditEvents;
  return { events: page?.nodes ?? [], totalCount: page?.totalCount ?? 0, loading, loaded: Boolean(data), error, refetch };
}
