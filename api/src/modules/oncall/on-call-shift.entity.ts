import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One weekly turn on call: `userId` is on call on `weekday` (Monday 1 to Sunday 7) from `startsAt`
 * to `endsAt` in the company's time zone. An end at or before the start runs into the next day
 * (18:00 to 08:00); the same time is the whole day from it. `position` orders several people on
 * call at once: the first is alerted first, the next after the escalation time.
 */
@Entity('on_call_shifts')
@Check('CHK_on_call_shifts_weekday', `"weekday" BETWEEN 1 AND 7`)
@Check('CHK_on_call_shifts_position', `"position" BETWEEN 1 AND 9`)
@Index('IDX_on_call_shifts_user', ['userId'])
export class OnCallShift {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_on_call_shifts_user' })
  user?: User;

  @Column({ type: 'smallint' })
  weekday: number;

  /** "18:00:00". */
  @Column({ type: 'time' })
  startsAt: string;

  @Column({ type: 'time' })
  endsAt: string;

  @Column({ type: 'smallint', default: 1 })
  position: number;
}
