import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor, type SignedInActor } from '../../common/actor';
import { Allow } from '../../common/permissions';
import { KnowledgeStep } from './knowledge-step.entity';
import {
  CreateKnowledgeStepInput,
  CreateStepOptionInput,
  DeleteKnowledgeStepInput,
  DeleteStepOptionInput,
  ReorderKnowledgeStepsInput,
  UpdateKnowledgeStepInput,
  UpdateStepOptionInput,
} from './knowledge-step.inputs';
import type { KnowledgeStepService } from './knowledge-step.service';
import { StepOption } from './step-option.entity';

/** GraphQL side of the guided workflows; the same KnowledgeStepService as the REST routes. */
@Resolver(() => KnowledgeStep)
export class KnowledgeStepResolver {
  constructor(private readonly service: KnowledgeStepService) {}

  @Allow('read')
  @Query(() => [KnowledgeStep], { description: "An article's steps in order, each with its options." })
  knowledgeSteps(@Arg('articleId', () => ID) articleId: string): Promise<KnowledgeStep[]> {
    return this.service.stepsOf(articleId);
  }

  @Allow('read')
  @Query(() => KnowledgeStep)
  knowledgeStep(@Arg('id', () => ID) id: string): Promise<KnowledgeStep> {
    return this.service.getStep(id);
  }

  @Allow('read')
  @Query(() => [StepOption], { description: "A step's options, oldest first." })
  stepOptions(@Arg('stepId', () => ID) stepId: string): Promise<StepOption[]> {
    return this.service.optionsOf(stepId);
  }

  @Allow('admin')
  @Mutation(() => KnowledgeStep, { description: "Adds a step at the end of the article's workflow." })
  createKnowledgeStep(@Arg('input', () => CreateKnowledgeStepInput) input: CreateKnowledgeStepInput): Promise<KnowledgeStep> {
    return this.service.createStep(input);
  }

  @Allow('admin')
  @Mutation(() => KnowledgeStep)
  updateKnowledgeStep(@Arg('input', () => UpdateKnowledgeStepInput) input: UpdateKnowledgeStepInput): Promise<KnowledgeStep> {
    return this.service.updateStep(input);
  }

  @Allow('admin')
  @Mutation(() => ID, { description: 'Deletes a step and its options; the later steps move up. Answers its id.' })
  async deleteKnowledgeStep(
    @Arg('input', () => DeleteKnowledgeStepInput) input: DeleteKnowledgeStepInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<string> {
    await this.service.deleteStep(input.id, actor);
    return input.id;
  }

  @Allow('admin')
  @Mutation(() => [KnowledgeStep], { description: 'Puts every step of the article in the order given; answers them in that order.' })
  reorderKnowledgeSteps(@Arg('input', () => ReorderKnowledgeStepsInput) input: ReorderKnowledgeStepsInput): Promise<KnowledgeStep[]> {
    return this.service.reorder(input);
  }

  @Allow('admin')
  @Mutation(() => StepOption)
  createStepOption(@Arg('input', () => CreateStepOptionInput) input: CreateStepOptionInput): Promise<StepOption> {
    return this.service.createOption(input);
  }

  @Allow('admin')
  @Mutation(() => StepOption)
  updateStepOption(@Arg('input', () => UpdateStepOptionInput) input: UpdateStepOptionInput): Promise<StepOption> {
    return this.service.updateOption(input);
  }

  @Allow('admin')
  @Mutation(() => ID, { description: 'Deletes an option. Answers its id.' })
  async deleteStepOption(
    @Arg('input', () => DeleteStepOptionInput) input: DeleteStepOptionInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<string> {
    await this.service.deleteOption(input.id, actor);
    return input.id;
  }
}
