import { Router, type Request, type Response } from 'express';
import { parseInput } from '../../common/validation';
import { HistoricalMetricsInput } from './dashboard.inputs';
import type { DashboardService } from './dashboard.service';
import type { DashboardMetrics, HistoricalMetrics, RecentTask } from './dashboard.types';

/** REST dashboard (docs/product.md §7): thin adapters over DashboardService. */
export function dashboardRouter(dashboard: DashboardService): Router {
  const router = Router();

  router.get('/metrics', async (_req: Request, res: Response<DashboardMetrics>) => {
    res.json(await dashboard.metrics());
  });

  router.get('/metrics/historical', async (req: Request, res: Response<HistoricalMetrics>) => {
    const input = await parseInput(HistoricalMetricsInput, { ...req.query });
    res.json(await dashboard.historical(input));
  });

  router.get('/recent-tasks', async (_req: Request, res: Response<RecentTask[]>) => {
    res.json(await dashboard.recentTasks());
  });

  return router;
}
