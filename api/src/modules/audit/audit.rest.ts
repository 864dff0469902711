import { AuditAction } from '@pmp/shared';
import type { Request, Response } from 'express';
import { Invalid } from '../../common/errors';
import { GuardedRouter } from '../../common/permissions';
import { isUuid } from '../../common/search-pattern';
import { actorOf } from '../../common/actor';
import type { AuditFilter, AuditService } from './audit.service';

function text(req: Request, name: string): string | null {
  const value = req.query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new Invalid(`${name} must be given once`, name);
  return value;
}

function instant(req: Request, name: string): Date | null {
  const value = text(req, name);
  if (value === null) return null;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()))
    throw new Invalid(`${name} must be a date (YYYY-MM-DD) or an ISO date and time`, name);
  return date;
}

/** The download's filters, the same as the log's screen: `?actorId=&action=&from=&to=`. */
function filterOf(req: Request): AuditFilter {
  const actorId = text(req, 'actorId');
  if (actorId !== null && !isUuid(actorId)) throw new Invalid('actorId must be a user id', 'actorId');
  const action = text(req, 'action');
  if (action !== null && !Object.values<string>(AuditAction).includes(action))
    throw new Invalid('action must be one of the audit actions', 'action');
  return { actorId, action: action as AuditAction | null, from: instant(req, 'from'), to: instant(req, 'to') };
}

/** The filters a download used, for its own event (null: the whole log). */
function filtersGiven(filter: AuditFilter): Record<string, unknown> | null {
  const given = Object.entries(filter).filter(([, value]) => value !== null);
  return given.length ? Object.fromEntries(given) : null;
}

/** `GET /api/audit/events.csv`: the filtered audit log as a CSV download (admins); the download is itself recorded. */
export function auditRouter(audit: AuditService): GuardedRouter {
  const router = new GuardedRouter();
  router.get('/events.csv', 'admin', async (req: Request, res: Response) => {
    const filter = filterOf(req);
    await audit.record(actorOf(req), {
      action: AuditAction.EXPORTED,
      target: { type: 'audit_log', label: 'Audit log (CSV)' },
      after: filtersGiven(filter),
    });
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    await audit.writeCsv(filter, res);
  });
  return router;
}
