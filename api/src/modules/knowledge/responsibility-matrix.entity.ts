import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CATEGORIES, CategoryValue } from '../tickets/ticket.enums';
import type { Category } from '../tickets/ticket.enums';
import { COUNTRIES, CountryValue, RESPONSIBILITIES, ResponsibilityValue } from './knowledge.enums';
import type { Country, Responsibility } from './knowledge.enums';

/** Who is responsible for which kind of repair, per country. */
@ObjectType({ description: 'Who is responsible for a kind of repair in a country, and the law that says so.', simpleResolvers: true })
@Entity('responsibility_matrix')
@Unique('UQ_responsibility_matrix_country_category_issue', ['country', 'category', 'issueType'])
export class ResponsibilityMatrixEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => CountryValue)
  @Column({ type: 'enum', enum: COUNTRIES, enumName: 'country', default: 'UK' })
  country: Country;

  @Field(() => CategoryValue)
  @Column({ type: 'enum', enum: CATEGORIES, enumName: 'category' })
  category: Category;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  issueType: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => ResponsibilityValue)
  @Column({ type: 'enum', enum: RESPONSIBILITIES, enumName: 'responsibility' })
  responsibility: Responsibility;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 50, nullable: true })
  urgencyLevel: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  legalNotes: string | null;

  @Field({ description: 'Deactivated entries are kept but no longer shown where responsibility is looked up.' })
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
