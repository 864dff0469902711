import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The login session store's table, read and written by connect-pg-simple (sid, sess, expire). */
@Entity('sessions')
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('IDX_sessions_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
