import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { checkSystemStatus } from '../modules/system/system-status';

/** /healthz: the process is up. /readyz: the database answers (load balancers route on it). */
export function healthRouter(dataSource: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const status = await checkSystemStatus(dataSource);
    res.status(status.databaseReachable ? 200 : 503).json({
      status: status.databaseReachable ? 'ready' : 'database unreachable',
      checkedAt: status.checkedAt,
    });
  });
  return router;
}
