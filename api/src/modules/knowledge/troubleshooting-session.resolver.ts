import { Arg, Args, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { DashboardMetrics } from '../dashboard/dashboard.types';
import type { User } from '../users/user.entity';
import { TroubleshootingSession, type SessionAnswer } from './troubleshooting-session.entity';
import {
  AnswerTroubleshootingStepInput,
  CreateTroubleshootingSessionInput,
  KnowledgeArticleStatsArgs,
  PreviousTroubleshootingStepInput,
  StartTroubleshootingSessionInput,
  TroubleshootingEscalationArgs,
  TroubleshootingSessionsArgs,
  UpdateTroubleshootingSessionInput,
} from './troubleshooting-session.inputs';
import type { TroubleshootingSessionService } from './troubleshooting-session.service';
import {
  KnowledgeArticleStats,
  SelfHelpFigures,
  TroubleshootingAnswer,
  TroubleshootingMove,
  TroubleshootingSessionConnection,
  TroubleshootingSessionStart,
  TroubleshootingTicketDraft,
} from './troubleshooting-session.types';

/** GraphQL side of guided sessions; the same TroubleshootingSessionService as the REST routes. */
@Resolver(() => TroubleshootingSession)
export class TroubleshootingSessionResolver {
  constructor(private readonly sessions: TroubleshootingSessionService) {}

  @Allow('read')
  @Query(() => TroubleshootingSessionConnection, {
    description: "An article's sessions: the one startTroubleshootingSession would resume first, then by last move, newest first.",
  })
  troubleshootingSessions(@Args() args: TroubleshootingSessionsArgs, @CurrentUser() me: User): Promise<TroubleshootingSessionConnection> {
    return this.sessions.list(args.articleId, me, args);
  }

  @Allow('read')
  @Query(() => TroubleshootingSession)
  troubleshootingSession(@Arg('id', () => ID) id: string): Promise<TroubleshootingSession> {
    return this.sessions.get(id);
  }

  @Allow('read')
  @Query(() => TroubleshootingTicketDraft, { description: 'What the ticket escalated from a session starts with.' })
  troubleshootingEscalation(@Args() args: TroubleshootingEscalationArgs): Promise<TroubleshootingTicketDraft> {
    return this.sessions.escalationDraft(args.sessionId, args.articleId);
  }

  @Allow('read')
  @Query(() => [KnowledgeArticleStats], {
    description: "Per article: what its guided sessions came to (docs/decisions.md, 'What the guides save').",
  })
  knowledgeArticleStats(@Args() args: KnowledgeArticleStatsArgs): Promise<KnowledgeArticleStats[]> {
    return this.sessions.articleStats(args);
  }

  @Allow('work')
  @Mutation(() => TroubleshootingSessionStart, {
    description:
      "Resume the signed-in user's session of the article (active, moved in the last 24 hours), else start one at its first step.",
  })
  startTroubleshootingSession(
    @Arg('input', () => StartTroubleshootingSessionInput) input: StartTroubleshootingSessionInput,
    @CurrentUser() me: User,
  ): Promise<TroubleshootingSessionStart> {
    return this.sessions.start(input.articleId, me);
  }

  @Allow('work')
  @Mutation(() => TroubleshootingSession)
  createTroubleshootingSession(
    @Arg('input', () => CreateTroubleshootingSessionInput) input: CreateTroubleshootingSessionInput,
    @CurrentUser() me: User,
  ): Promise<TroubleshootingSession> {
    return this.sessions.create(input, me);
  }

  @Allow('work')
  @Mutation(() => TroubleshootingSession)
  updateTroubleshootingSession(
    @Arg('input', () => UpdateTroubleshootingSessionInput) input: UpdateTroubleshootingSessionInput,
  ): Promise<TroubleshootingSession> {
    return this.sessions.update(input);
  }

  @Allow('work')
  @Mutation(() => TroubleshootingMove, { description: 'Answer the current step: resolved, escalated, or on to the next step.' })
  answerTroubleshootingStep(
    @Arg('input', () => AnswerTroubleshootingStepInput) input: AnswerTroubleshootingStepInput,
  ): Promise<TroubleshootingMove> {
    return this.sessions.answer(input);
  }

  @Allow('work')
  @Mutation(() => TroubleshootingMove, { description: 'Previous Step.' })
  previousTroubleshootingStep(
    @Arg('input', () => PreviousTroubleshootingStepInput) input: PreviousTroubleshootingStepInput,
  ): Promise<TroubleshootingMove> {
    return this.sessions.previous(input);
  }

  @Allow('read')
  @FieldResolver(() => [TroubleshootingAnswer], { description: 'The answers given, oldest first.' })
  answers(@Root() session: TroubleshootingSession): SessionAnswer[] {
    return this.sessions.answers(session);
  }
}

/** The dashboard's 'Resolved by self-help' figures, read only when the dashboard asks for them. */
@Resolver(() => DashboardMetrics)
export class SelfHelpFiguresResolver {
  constructor(private readonly sessions: TroubleshootingSessionService) {}

  @Allow('read')
  @FieldResolver(() => SelfHelpFigures, { description: "Guided sessions this month and this year: 'Resolved by self-help'." })
  selfHelp(): Promise<SelfHelpFigures> {
    return this.sessions.selfHelpFigures();
  }
}
