import { AuditAction } from '@pmp/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One thing someone did that the company may need to account for (the audit log). Rows are only
 * ever added: the database refuses to change one, and removes only those past the retention period
 * (migration AuditLog). Who did it is kept by name as well as by id, so the log reads the same
 * whatever happens to the account later.
 */
@Entity('audit_events')
@Index('IDX_audit_events_at', ['at'])
@Index('IDX_audit_events_actor_at', ['actorId', 'at'])
@Index('IDX_audit_events_action_at', ['action', 'at'])
export class AuditEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** To the millisecond, as the download's paging reads it back. */
  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  at: Date;

  @Column({ type: 'enum', enum: AuditAction, enumName: 'audit_action' })
  action: AuditAction;

  /** Null for an attempt by nobody known (a failed sign-in with an unknown address). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  actorName: string | null;

  /** The client's address, as the app sees it (TRUST_PROXY). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** What was acted on: a kind ("user", "article", ...), its id and how it read then. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  targetType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  targetLabel: string | null;

  /** The values that changed, as they were and as they became. */
  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;
}
