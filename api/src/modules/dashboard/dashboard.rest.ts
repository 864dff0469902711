import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { parseInput } from '../../common/validation';
import { HistoricalMetricsInput } from './dashboard.inputs';
import type { DashboardService } from './dashboard.service';
import {
  toDashboardMetricsView,
  toHistoricalMetricsView,
  toRecentTaskView,
  type DashboardMetricsView,
  type HistoricalMetricsView,
  type RecentTaskView,
} from './dashboard.view';

/** REST dashboard (docs/product.md §7): thin adapters over DashboardService, answering its views (dashboard.view.ts). */
export function dashboardRouter(dashboard: DashboardService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/metrics', 'read', async (_req: Request, res: Response<DashboardMetricsView>) => {
    res.json(toDashboardMetricsView(await dashboard.metrics()));
  });

  router.get('/metrics/historical', 'read', async (req: Request, res: Response<HistoricalMetricsView>) => {
    const input = await parseInput(HistoricalMetricsInput, { ...req.query });
    res.json(toHistoricalMetricsView(await dashboard.historical(input)));
  });

  router.get('/recent-tasks', 'read', async (_req: Request, res: Response<RecentTaskView[]>) => {
    res.json((await dashboard.recentTasks()).map(toRecentTaskView));
  });

  return router;
}
