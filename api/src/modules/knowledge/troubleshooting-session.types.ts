import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { CategoryValue } from '../tickets/ticket.enums';
import { CountryValue, ResponsibilityValue } from './knowledge.enums';
import type { Country, Responsibility } from './knowledge.enums';
import type { Category } from '../tickets/ticket.enums';
import { TroubleshootingSession } from './troubleshooting-session.entity';

/** What a move did (docs/product.md §4 "Troubleshooting session"). */
export enum MoveOutcome {
  /** On to another step (its nextStepId, or the following step). */
  NEXT = 'next',
  /** Back to the step the session came from. */
  PREVIOUS = 'previous',
  /** An option with isSuccess: the session is completed. */
  RESOLVED = 'resolved',
  /** An option with shouldEscalate: the session is escalated and the user goes to create the ticket. */
  ESCALATED = 'escalated',
  /** No next step after the last one: escalated, and the user is asked whether they need more help. */
  NEED_HELP = 'need_help',
}
registerEnumType(MoveOutcome, { name: 'TroubleshootingMoveOutcome', description: 'What an answer or Previous Step did.' });

@ObjectType({ description: 'One answer given in a session (the texts as they were when answered).', simpleResolvers: true })
export class TroubleshootingAnswer {
  @Field(() => ID)
  stepId: string;

  @Field(() => Int)
  stepNumber: number;

  @Field()
  stepTitle: string;

  @Field(() => ID)
  optionId: string;

  @Field()
  optionText: string;

  @Field()
  at: Date;
}

@ObjectType()
export class TroubleshootingSessionConnection extends Connection(TroubleshootingSession) {}

@ObjectType({ simpleResolvers: true })
export class TroubleshootingSessionStart {
  @Field(() => TroubleshootingSession)
  session: TroubleshootingSession;

  @Field({ description: "True when the signed-in user's unfinished session was resumed, false when one was started." })
  resumed: boolean;
}

@ObjectType({ simpleResolvers: true })
export class TroubleshootingMove {
  @Field(() => TroubleshootingSession)
  session: TroubleshootingSession;

  @Field(() => MoveOutcome)
  outcome: MoveOutcome;
}

@ObjectType({ description: "The responsibility matrix entry for an article's country and category.", simpleResolvers: true })
export class TroubleshootingResponsibility {
  @Field()
  issueType: string;

  @Field(() => ResponsibilityValue)
  responsibility: Responsibility;

  @Field(() => String, { nullable: true })
  legalNotes: string | null;
}

@ObjectType({ description: 'What a ticket escalated from a session starts with.', simpleResolvers: true })
export class TroubleshootingTicketDraft {
  @Field(() => ID)
  sessionId: string;

  @Field(() => ID)
  articleId: string;

  @Field()
  articleTitle: string;

  @Field(() => CategoryValue)
  category: Category;

  @Field(() => CountryValue)
  country: Country;

  @Field()
  title: string;

  @Field({ description: 'The steps gone through and the answers given, the escalation note, and who is responsible.' })
  description: string;

  @Field(() => TroubleshootingResponsibility, { nullable: true })
  responsibility: TroubleshootingResponsibility | null;

  @Field(() => ID, { nullable: true, description: 'The ticket the session is already linked to, if any.' })
  escalatedTicketId: string | null;
}

@ObjectType({
  description: "An article's guided sessions (definitions: docs/decisions.md, 'What the guides save').",
  simpleResolvers: true,
})
export class KnowledgeArticleStats {
  @Field(() => ID)
  articleId: string;

  @Field()
  title: string;

  @Field(() => Int, { description: 'Sessions started.' })
  started: number;

  @Field(() => Int, { description: 'Completed: the problem was resolved without a ticket.' })
  resolved: number;

  @Field(() => Int, { description: 'Escalated to a ticket (whether or not the ticket was then created).' })
  escalated: number;

  @Field(() => Int, { description: 'Escalated sessions whose ticket was created.' })
  ticketsCreated: number;

  @Field(() => Int, { description: 'Active with no move for 24 hours.' })
  abandoned: number;

  @Field(() => Int, { description: 'Active and moved within the last 24 hours.' })
  inProgress: number;

  @Field(() => ID, { nullable: true, description: 'The step most abandoned and escalated sessions stopped at (ties: the earlier step).' })
  giveUpStepId: string | null;

  @Field(() => Int, { nullable: true })
  giveUpStepNumber: number | null;

  @Field(() => String, { nullable: true })
  giveUpStepTitle: string | null;

  @Field(() => Int, { description: 'How many sessions stopped at that step.' })
  giveUpCount: number;
}

@ObjectType({ description: "Guided sessions that ended this month and this year (UTC): 'Resolved by self-help'.", simpleResolvers: true })
export class SelfHelpFigures {
  @Field(() => Int, { description: 'Sessions resolved without a ticket this month.' })
  resolvedThisMonth: number;

  @Field(() => Int, { description: 'Sessions escalated to a ticket this month.' })
  escalatedThisMonth: number;

  @Field(() => Int, { description: 'Sessions started this month.' })
  startedThisMonth: number;

  @Field(() => Int, { description: 'Sessions resolved without a ticket since 1 January.' })
  resolvedYearToDate: number;

  @Field(() => Int, { description: 'Sessions escalated to a ticket since 1 January.' })
  escalatedYearToDate: number;

  @Field(() => Int, { description: 'Sessions started since 1 January.' })
  startedYearToDate: number;
}
