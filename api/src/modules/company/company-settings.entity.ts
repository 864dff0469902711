import { COUNTRIES, EmailVerification, LanguageValue, SignupMode, type Country } from '@pmp/shared';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { TicketPriorityValue, TicketStatusValue, type TicketPriority, type TicketStatus } from '../tickets/ticket.enums';
import { Role } from '../users/user.enums';

/**
 * The company's settings: one row. A null column follows the server's environment (COMPANY_NAME,
 * COMPANY_EMAIL_DOMAINS, SIGNUP_MODE, EMAIL_VERIFICATION, SIGNUP_DEFAULT_ROLE); an administrator's
 * choice is stored and overrides it.
 */
@Entity('company_settings')
@Check('CHK_company_settings_one_row', `"id" = 1`)
export class CompanySettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'text', array: true, nullable: true })
  emailDomains: string[] | null;

  @Column({ type: 'enum', enum: SignupMode, enumName: 'signup_mode', nullable: true })
  signupMode: SignupMode | null;

  @Column({ type: 'enum', enum: EmailVerification, enumName: 'email_verification', nullable: true })
  emailVerification: EmailVerification | null;

  @Column({ type: 'enum', enum: Role, enumName: 'user_role', nullable: true })
  signupRole: Role | null;

  @Column({ type: 'enum', enum: COUNTRIES, enumName: 'country', nullable: true })
  defaultCountry: Country | null;

  @Column({ type: 'enum', enum: LanguageValue, enumName: 'language', nullable: true })
  defaultLanguage: LanguageValue | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @Column({ type: 'enum', enum: TicketStatusValue, enumName: 'ticket_status', array: true, nullable: true })
  slaPauseStatuses: TicketStatus[] | null;

  @Column({ type: 'enum', enum: TicketPriorityValue, enumName: 'ticket_priority', array: true, nullable: true })
  businessHoursPriorities: TicketPriority[] | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
