import { pickFields } from '../../common/pick-fields';
import type { SessionAnswer } from './troubleshooting-session.entity';
import type { TroubleshootingSession } from './troubleshooting-session.entity';
import type { SessionMove } from './troubleshooting-session.service';
import type {
  KnowledgeArticleStats,
  SelfHelpFigures,
  TroubleshootingResponsibility,
  TroubleshootingTicketDraft,
} from './troubleshooting-session.types';

/** A session as REST answers it (docs/product.md §3 troubleshooting_sessions, with the answers given). */
export interface TroubleshootingSessionView {
  id: string;
  articleId: string;
  contactId: string | null;
  clientId: string | null;
  propertyId: string | null;
  currentStepId: string | null;
  status: string;
  completedSteps: string[];
  sessionData: { path: SessionAnswer[]; escalationNote?: string | null };
  escalatedTicketId: string | null;
  startedById: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  completedAt: Date | null;
}

export function toSessionView(s: TroubleshootingSession): TroubleshootingSessionView {
  return {
    id: s.id,
    articleId: s.articleId,
    contactId: s.contactId,
    clientId: s.clientId,
    propertyId: s.propertyId,
    currentStepId: s.currentStepId,
    status: s.status,
    completedSteps: s.completedSteps,
    sessionData: { ...s.sessionData, path: s.sessionData.path ?? [] },
    escalatedTicketId: s.escalatedTicketId,
    startedById: s.startedById,
    createdAt: s.createdAt,
    lastActivityAt: s.lastActivityAt,
    completedAt: s.completedAt,
  };
}

/** An answer or Previous Step: the session as saved and what the move did (next, previous, resolved, escalated, need_help). */
export function toSessionMoveView(move: SessionMove): TroubleshootingSessionView & { outcome: string } {
  return { ...toSessionView(move.session), outcome: move.outcome };
}

/** GET sessions/{id}/escalation: what a ticket escalated from the session starts with, in this order. */
const DRAFT_FIELDS = ['sessionId', 'articleId', 'articleTitle', 'category', 'country', 'title', 'description'] as const;
const DRAFT_RESPONSIBILITY_FIELDS = ['issueType', 'responsibility', 'legalNotes'] as const;
export type TicketDraftView = Pick<TroubleshootingTicketDraft, (typeof DRAFT_FIELDS)[number] | 'escalatedTicketId'> & {
  responsibility: Pick<TroubleshootingResponsibility, (typeof DRAFT_RESPONSIBILITY_FIELDS)[number]> | null;
};

export function toTicketDraftView(draft: TroubleshootingTicketDraft): TicketDraftView {
  return {
    ...pickFields(draft, DRAFT_FIELDS),
    responsibility: draft.responsibility ? pickFields(draft.responsibility, DRAFT_RESPONSIBILITY_FIELDS) : null,
    escalatedTicketId: draft.escalatedTicketId,
  };
}

/** One article's row of GET stats, in this order. */
const ARTICLE_STATS_FIELDS = [
  'articleId',
  'title',
  'started',
  'resolved',
  'escalated',
  'ticketsCreated',
  'abandoned',
  'inProgress',
  'giveUpStepId',
  'giveUpStepNumber',
  'giveUpStepTitle',
  'giveUpCount',
] as const;
export type ArticleStatsView = Pick<KnowledgeArticleStats, (typeof ARTICLE_STATS_FIELDS)[number]>;

export function toArticleStatsView(stats: KnowledgeArticleStats): ArticleStatsView {
  return pickFields(stats, ARTICLE_STATS_FIELDS);
}

/** GET stats/self-help, in this order. */
const SELF_HELP_FIELDS = [
  'resolvedThisMonth',
  'resolvedYearToDate',
  'escalatedThisMonth',
  'escalatedYearToDate',
  'startedThisMonth',
  'startedYearToDate',
] as const;
export type SelfHelpFiguresView = Pick<SelfHelpFigures, (typeof SELF_HELP_FIELDS)[number]>;

export function toSelfHelpFiguresView(figures: SelfHelpFigures): SelfHelpFiguresView {
  return pickFields(figures, SELF_HELP_FIELDS);
}
