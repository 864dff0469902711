import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CATEGORIES } from '../tickets/ticket.enums';
import type { Category } from '../tickets/ticket.enums';
import { User } from '../users/user.entity';
import { COUNTRIES, DIFFICULTIES, RESPONSIBILITIES } from './knowledge.enums';
import type { Country, Difficulty, Responsibility } from './knowledge.enums';

@Entity('knowledge_articles')
@Index(['country', 'category'])
export class KnowledgeArticle {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  summary: string | null;

  /** Sanitized HTML. */
  @Column({ type: 'text', nullable: true })
  fullContent: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl: string | null;

  @Column({ type: 'enum', enum: COUNTRIES, enumName: 'country', default: 'UK' })
  country: Country;

  @Column({ type: 'enum', enum: CATEGORIES, enumName: 'category' })
  category: Category;

  @Column({ type: 'enum', enum: RESPONSIBILITIES, enumName: 'responsibility' })
  responsibility: Responsibility;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById' })
  createdBy?: User | null;

  @Column({ type: 'uuid', nullable: true })
  updatedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updatedById' })
  updatedBy?: User | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Minutes. */
  @Column({ type: 'integer', nullable: true })
  estimatedDuration: number | null;

  @Column({ type: 'enum', enum: DIFFICULTIES, enumName: 'article_difficulty', nullable: true })
  difficulty: Difficulty | null;

  @Column({ type: 'text', nullable: true })
  legalNotes: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastReviewed: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
