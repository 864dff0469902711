import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The company's opening on one weekday (Monday 1 to Sunday 7): SLA time of the priorities that count business hours. */
@Entity('sla_business_hours')
@Check('CHK_sla_business_hours_weekday', `"weekday" BETWEEN 1 AND 7`)
@Check('CHK_sla_business_hours_order', `"closes" > "opens"`)
export class BusinessHours {
  @PrimaryColumn({ type: 'smallint' })
  weekday: number;

  /** "08:00:00", in the company's time zone. */
  @Column({ type: 'time' })
  opens: string;

  @Column({ type: 'time' })
  closes: string;
}
