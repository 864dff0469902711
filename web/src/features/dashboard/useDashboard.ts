import { useQuery } from '@apollo/client/react';
import { DashboardMetricsDocument, HistoricalMetricsDocument } from '../../gql/graphql';
import { METRICS_POLL_MS, type ReportRange } from './dashboardFormat';

/** The current figures and Recent Tasks, polled every 30 s. */
export function useDashboardMetrics() {
  const { data, loading, error } = useQuery(DashboardMetricsDocument, {
    pollInterval: METRICS_POLL_MS,
    fetchPolicy: 'cache-and-network',
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
