import type { SessionAnswer } from './troubleshooting-session.entity';
import type { TroubleshootingSession } from './troubleshooting-session.entity';
import type { SessionMove } from './troubleshooting-session.service';

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
