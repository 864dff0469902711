import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A day the company is closed: business hours do not count on it. England and Wales bank holidays are shipped. */
@Entity('public_holidays')
export class PublicHoliday {
  /** "2026-12-25". */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;
}
