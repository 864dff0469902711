import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { STEP_TYPES, StepTypeValue } from './knowledge.enums';
import type { StepType } from './knowledge.enums';
import { KnowledgeArticle } from './knowledge-article.entity';
import { StepOption } from './step-option.entity';

/**
 * One step of an article's guided workflow; deleted with its article. An article's steps are
 * numbered 1..N without gaps (KnowledgeStepService keeps them so).
 */
@ObjectType({ description: "One step of an article's guided workflow.", simpleResolvers: true })
@Entity('knowledge_steps')
@Unique('UQ_knowledge_steps_article_step_number', ['articleId', 'stepNumber'])
export class KnowledgeStep {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  articleId: string;

  @ManyToOne(() => KnowledgeArticle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article?: KnowledgeArticle;

  @Field(() => Int, { description: "Its place in the article's workflow, 1..N." })
  @Column({ type: 'integer' })
  stepNumber: number;

  @Field(() => StepTypeValue)
  @Column({ type: 'enum', enum: STEP_TYPES, enumName: 'step_type', default: 'instruction' })
  type: StepType;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field()
  @Column({ type: 'text' })
  content: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  richContent: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  videoUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  safetyNote: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  tips: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  commonMistakes: string | null;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  toolsRequired: string[];

  /** Minutes. */
  @Field(() => Int, { nullable: true, description: 'Minutes.' })
  @Column({ type: 'integer', nullable: true, default: 5 })
  timeEstimate: number | null;

  @Field()
  @Column({ type: 'boolean', default: true })
  isRequired: boolean;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Its options, oldest first: read with the step by KnowledgeStepService (not a column). */
  @Field(() => [StepOption], { description: 'Its if/then options, oldest first.' })
  options?: StepOption[];
}
