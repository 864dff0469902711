import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { KnowledgeStep } from './knowledge-step.entity';

/** An answer to "What happened when you tried this step?" and where it leads. */
@Entity('step_options')
export class StepOption {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  stepId: string;

  @ManyToOne(() => KnowledgeStep, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stepId' })
  step?: KnowledgeStep;

  @Column({ type: 'varchar', length: 300 })
  optionText: string;

  @Column({ type: 'uuid', nullable: true })
  nextStepId: string | null;

  @ManyToOne(() => KnowledgeStep, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'nextStepId' })
  nextStep?: KnowledgeStep | null;

  @Column({ type: 'boolean', default: false })
  isSuccess: boolean;

  @Column({ type: 'boolean', default: false })
  shouldEscalate: boolean;

  @Column({ type: 'text', nullable: true })
  escalationNote: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
