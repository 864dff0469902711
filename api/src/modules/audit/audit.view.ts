import type { AuditEvent } from './audit-event.entity';
import type { AuditChange, AuditEventType } from './audit.types';

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The values an event changed, field by field: every key either side holds. */
export function changesOf(event: Pick<AuditEvent, 'before' | 'after'>): AuditChange[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}

export function toAuditEventType(event: AuditEvent): AuditEventType {
  const { before: _before, after: _after, ...rest } = event;
  return { ...rest, changes: changesOf(event) };
}
