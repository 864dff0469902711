import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CATEGORIES } from '../tickets/ticket.enums';
import type { Category } from '../tickets/ticket.enums';
import { COUNTRIES, RESPONSIBILITIES } from './knowledge.enums';
import type { Country, Responsibility } from './knowledge.enums';

/** Who is responsible for which kind of repair, per country. */
@Entity('responsibility_matrix')
@Unique('UQ_responsibility_matrix_country_category_issue', ['country', 'category', 'issueType'])
export class ResponsibilityMatrixEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: COUNTRIES, enumName: 'country', default: 'UK' })
  country: Country;

  @Column({ type: 'enum', enum: CATEGORIES, enumName: 'category' })
  category: Category;

  @Column({ type: 'varchar', length: 200 })
  issueType: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'enum', enum: RESPONSIBILITIES, enumName: 'responsibility' })
  responsibility: Responsibility;

  @Column({ type: 'varchar', length: 50, nullable: true })
  urgencyLevel: string | null;

  @Column({ type: 'text', nullable: true })
  legalNotes: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
