import { Arg, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { HistoricalMetricsInput } from './dashboard.inputs';
import type { DashboardService } from './dashboard.service';
import { DashboardMetrics, HistoricalMetrics, RecentTask } from './dashboard.types';

/** GraphQL side of the dashboard; the same DashboardService as the REST routes. */
@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Allow('read')
  @Query(() => DashboardMetrics, { description: "Current figures (this month and today, in the company's time zone)." })
  dashboardMetrics(): Promise<DashboardMetrics> {
    return this.dashboard.metrics();
  }

  @Allow('read')
  @Query(() => HistoricalMetrics, { description: 'Figures over a range of dates, its previous period or its months.' })
  historicalMetrics(@Arg('input', () => HistoricalMetricsInput) input: HistoricalMetricsInput): Promise<HistoricalMetrics> {
    return this.dashboard.historical(input);
  }

  @Allow('read')
  @Query(() => [RecentTask], { description: 'At most five pending or in-progress tasks, newest first.' })
  recentTasks(): Promise<RecentTask[]> {
    return this.dashboard.recentTasks();
  }
}
