import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { KnowledgeStep } from './knowledge-step.entity';

/** An answer to "What happened when you tried this step?" and where it leads. */
@ObjectType({ description: 'An answer to a step and where it leads: another step, success or escalation.', simpleResolvers: true })
@Entity('step_options')
export class StepOption {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Index()
  @Column({ type: 'uuid' })
  stepId: string;

  @ManyToOne(() => KnowledgeStep, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stepId' })
  step?: KnowledgeStep;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  optionText: string;

  @Field(() => ID, { nullable: true, description: 'A step of the same article (never its own); cleared when that step is deleted.' })
  @Column({ type: 'uuid', nullable: true })
  nextStepId: string | null;

  @ManyToOne(() => KnowledgeStep, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'nextStepId' })
  nextStep?: KnowledgeStep | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  isSuccess: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  shouldEscalate: boolean;

  @Field(() => String, { nullable: true, description: 'Only with shouldEscalate.' })
  @Column({ type: 'text', nullable: true })
  escalationNote: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
