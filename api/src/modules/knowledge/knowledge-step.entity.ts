import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { STEP_TYPES } from './knowledge.enums';
import type { StepType } from './knowledge.enums';
import { KnowledgeArticle } from './knowledge-article.entity';

/** One step of an article's guided workflow; deleted with its article. */
@Entity('knowledge_steps')
@Unique('UQ_knowledge_steps_article_step_number', ['articleId', 'stepNumber'])
export class KnowledgeStep {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  articleId: string;

  @ManyToOne(() => KnowledgeArticle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article?: KnowledgeArticle;

  @Column({ type: 'integer' })
  stepNumber: number;

  @Column({ type: 'enum', enum: STEP_TYPES, enumName: 'step_type', default: 'instruction' })
  type: StepType;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', nullable: true })
  richContent: string | null;

  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ type: 'text', nullable: true })
  videoUrl: string | null;

  @Column({ type: 'text', nullable: true })
  safetyNote: string | null;

  @Column({ type: 'text', nullable: true })
  tips: string | null;

  @Column({ type: 'text', nullable: true })
  commonMistakes: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  toolsRequired: string[];

  /** Minutes. */
  @Column({ type: 'integer', nullable: true, default: 5 })
  timeEstimate: number | null;

  @Column({ type: 'boolean', default: true })
  isRequired: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
