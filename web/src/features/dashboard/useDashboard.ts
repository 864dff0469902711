import type { ApolloClient, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DashboardMetricsDocument, HistoricalMetricsDocument } from '../../gql/graphql';
import { METRICS_POLL_MS, type ReportRange } from './dashboardFormat';

/** Whether figures were asked for ahead of the dashboard that has not shown them yet. */
let prefetched = false;

/**
 * Asks for the current figures before the dashboard is drawn (at start-up, signed in: its code and
 * the current user are still on their way). The dashboard's first query then reads the answer, or
 * joins the request while it is in flight, instead of asking a second time.
 */
export function prefetchDashboardMetrics(client: ApolloClient): void {
  prefetched = true;
  // A failure shows on the dashboard: its own query, finding nothing, asks again and reports.
  client.query({ query: DashboardMetricsDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/** The current figures and Recent Tasks, polled every 30 s. */
export function useDashboardMetrics() {
  // Every visit asks the network (and shows what the cache has meanwhile); the first one after a
  // prefetch takes the figures it brought.
  const [fetchPolicy] = useState<WatchQueryFetchPolicy>(() => (prefetched ? 'cache-first' : 'cache-and-network'));
  useEffect(() => {
    prefetched = false;
  }, []);
  const { data, loading, error } = useQuery(DashboardMetricsDocument, {
    pollInterval: METRICS_POLL_MS,
    fetchPolicy,
  });
  return {
    metrics: data?.dashboardMetrics,
    recentTasks: data?.recentTasks,
    loading: loading && !data,
    error,
  };
}

/** Figures over a range of dates; `skip` until the range is wanted (e.g. YTD hidden). */
export function useHistoricalMetrics(range: ReportRange, options: { skip?: boolean; poll?: boolean } = {}) {
  const { data, loading, error } = useQuery(HistoricalMetricsDocument, {
    variables: { input: range },
    skip: options.skip,
    pollInterval: options.poll ? METRICS_POLL_MS : undefined,
    fetchPolicy: 'cache-and-network',
  });
  return { report: data?.historicalMetrics, loading: loading && !data, error };
}

export type RecentTaskData = NonNullable<ReturnType<typeof useDashboardMetrics>['recentTasks']>[number];
export type HistoricalData = NonNullable<ReturnType<typeof useHistoricalMetrics>['report']>;
