import { AUDIT_ACTION_LABELS, AUDIT_RETENTION_MONTHS, AuditAction, displayName } from '@pmp/shared';
import { stringify } from 'csv-stringify';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../common/paging';
import { pageOf } from '../../common/records';
import type { AuditActor } from '../../common/actor';
import { AuditEvent } from './audit-event.entity';

/** What happened: the action, what it was done to, and the values that changed. */
export interface AuditEntry {
  action: AuditAction;
  target?: { type: string; id?: string | null; label?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditFilter {
  actorId?: string | null;
  action?: AuditAction | null;
  /** From this instant on (inclusive). */
  from?: Date | null;
  /** Before this instant. */
  to?: Date | null;
}

/**
 * The fields of `fields` whose values differ between `before` (null: a new record) and `after`,
 * as the log keeps them; null when nothing changed.
 */
export function changedValues<T extends object>(
  before: T | null,
  after: T,
  fields: readonly (keyof T & string)[],
): { before: Record<string, unknown> | null; after: Record<string, unknown> } | null {
  const changed = fields.filter((field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  if (changed.length === 0) return null;
  const pick = (record: T) => Object.fromEntries(changed.map((field) => [field, record[field] ?? null]));
  return { before: before ? pick(before) : null, after: pick(after) };
}

/** Rows read per step while a download streams: memory stays flat however long the log. */
const EXPORT_BATCH = 500;

/**
 * The audit log: who did what, when, from which address, with the values before and after. Other
 * features record what they do here, inside their own transaction where they have one, so the
 * change and its record are kept or lost together.
 */
export class AuditService {
  private readonly events: Repository<AuditEvent>;

  constructor(dataSource: DataSource) {
    this.events = dataSource.getRepository(AuditEvent);
  }

  async record(actor: AuditActor, entry: AuditEntry, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(AuditEvent) : this.events;
    // save, not insert: insert's types cannot take free-form JSON values. One statement: no
    // transaction of its own (the caller's, if any) and nothing read back.
    await repository.save(
      repository.create({
        action: entry.action,
        actorId: actor.user?.id ?? null,
        actorName: actor.user ? displayName(actor.user) : null,
        ip: actor.ip?.slice(0, 64) ?? null,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        targetLabel: entry.target?.label?.slice(0, 300) ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      }),
      { transaction: false, reload: false },
    );
  }

  /** One page of the log, newest first. */
  list(filter: AuditFilter, page: { limit: number; offset: number }): Promise<Page<AuditEvent>> {
    return pageOf(this.filtered(filter).orderBy('e.at', 'DESC').addOrderBy('e.id', 'DESC'), page);
  }

  /** Writes the filtered log as CSV to `out`, newest first, read in batches as `out` takes them. */
  async writeCsv(filter: AuditFilter, out: Writable): Promise<void> {
    const rows = Readable.from(this.batches(filter));
    const csv = stringify({
      header: true,
      columns: ['Time (UTC)', 'Person', 'Action', 'Target', 'Target id', 'Address', 'Before', 'After'],
      // A cell a spreadsheet would run as a formula is written as text.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    });
    await pipeline(rows, csv, out);
  }

  /** Removes what is older than the retention period (the nightly job); the count removed. */
  async removeExpired(): Promise<number> {
    // The database's clock, as its guard against removing younger events uses.
    const result = await this.events
      .createQueryBuilder()
      .delete()
      .where(`at < now() - make_interval(months => :months)`, { months: AUDIT_RETENTION_MONTHS })
      .execute();
    return result.affected ?? 0;
  }

  private async *batches(filter: AuditFilter): AsyncGenerator<string[]> {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const query = this.filtered(filter).orderBy('e.at', 'DESC').addOrderBy('e.id', 'DESC').take(EXPORT_BATCH);
      if (after) query.andWhere('(e.at, e.id) < (:at, :id)', after);
      const batch = await query.getMany();
      for (const event of batch) yield csvRow(event);
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1];
      after = { at: last.at, id: last.id };
    }
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditEvent> {
    const query = this.events.createQueryBuilder('e').where('TRUE');
    if (filter.actorId) query.andWhere('e.actorId = :actorId', { actorId: filter.actorId });
    if (filter.action) query.andWhere('e.action = :action', { action: filter.action });
    if (filter.from) query.andWhere('e.at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('e.at < :to', { to: filter.to });
    return query;
  }
}

function csvRow(event: AuditEvent): string[] {
  return [
    event.at.toISOString(),
    event.actorName ?? '',
    AUDIT_ACTION_LABELS[event.action],
    event.targetLabel ?? event.targetType ?? '',
    event.targetId ?? '',
    event.ip ?? '',
    event.before ? JSON.stringify(event.before) : '',
    event.after ? JSON.stringify(event.after) : '',
  ];
}
