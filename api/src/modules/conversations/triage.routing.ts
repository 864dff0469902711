/**
 * The routing suggestion of an inbound message (docs/product.md §10): given what the message says
 * and the tickets that could be meant, which ticket to suggest, how sure, and why. A pure
 * function, so every rule is visible here; InboundService and TriageService.suggest gather the
 * facts. The thresholds were tuned on the labelled messages of
 * api/test/fixtures/routing-messages.ts (docs/decisions.md).
 */
import type { TriageConfidence } from '@pmp/shared';
import type { Category } from '../tickets/ticket.enums';
import type { TicketRoutingCandidate } from './routing.queries';
import { categoriesIn, urgentReason, type TicketReference } from './triage.rules';

/** A text match at least this good (0 to 1) among several open tickets is a medium suggestion ... */
export const MEDIUM_MATCH_SCORE = 0.3;
/** ... when it beats the next best by this much; otherwise the best match is a low one. */
export const MEDIUM_MATCH_MARGIN = 0.08;
/** Below this, the best of several open tickets is no suggestion at all. */
export const LOW_MATCH_SCORE = 0.12;
/** A neighbour's ticket is a possible duplicate from this text match on (with the same kind of fault). */
export const DUPLICATE_MATCH_SCORE = 0.2;
/** ... if it was raised at most this long before the message. */
export const DUPLICATE_WINDOW_HOURS = 72;
/** A ticket whose kind of fault matches the message's counts this much more in the text match. */
export const CATEGORY_BONUS = 0.1;

/** How a reason names a kind of fault: 'is about heating', 'seems to be about electrics'. */
const KIND_NAMES: Readonly<Record<Category, string>> = {
  plumbing: 'plumbing',
  electrical: 'electrics',
  heating: 'heating',
  appliances: 'an appliance',
  security: 'security',
  other: 'a general repair',
};
/** '... a similar heating fault reported 5 hours ago ...' */
const FAULT_NAMES: Readonly<Record<Category, string>> = {
  plumbing: 'plumbing fault',
  electrical: 'electrical fault',
  heating: 'heating fault',
  appliances: 'appliance fault',
  security: 'security problem',
  other: 'problem',
};

export interface RoutingFacts {
  contactId: string | null;
  /** Clients the sender speaks for (a channel identity registered on the client). */
  clientIds: readonly string[];
  /** Properties whose contact the sender is. */
  ownPropertyIds: readonly string[];
  /** Lower-cased subject and own text (triage.rules.ts routingText). */
  text: string;
  /** Subject and body as received, for the urgency rules. */
  fullText: string;
  receivedAt: Date;
  references: readonly TicketReference[];
  /** Tickets whose e-mails the message replies to, nearest first. */
  repliedTicketIds: readonly string[];
  candidates: readonly TicketRoutingCandidate[];
}

export interface RoutingDecision {
  ticketId: string | null;
  confidence: TriageConfidence | null;
  reason: string;
  urgent: boolean;
}

interface Weighed {
  ticket: TicketRoutingCandidate;
  score: number;
  sameKind: boolean;
  otherKind: boolean;
}

interface Suggestion {
  ticket: TicketRoutingCandidate | null;
  confidence: TriageConfidence | null;
  reason: string;
}

export function decideRouting(facts: RoutingFacts): RoutingDecision {
  const urgent = urgentReason(facts.fullText, facts.receivedAt);
  const notes: string[] = [];
  // Someone else's ticket the message names is never suggested, not even as a duplicate.
  const foreign = new Set<string>();
  const pick = byReference(facts, notes, foreign) ?? byContact(facts, foreign);
  const parts = [urgent ? `Urgent: ${urgent}.` : null, ...notes, pick.reason].filter(Boolean);
  return { ticketId: pick.ticket?.id ?? null, confidence: pick.confidence, reason: parts.join(' '), urgent: urgent !== null };
}

/** Whether the sender is one of the ticket's people: its requester, the contact of its property, or someone speaking for its client. */
function belongs(facts: RoutingFacts, ticket: TicketRoutingCandidate): boolean {
  return relation(facts, ticket) !== null;
}

function relation(facts: RoutingFacts, ticket: TicketRoutingCandidate): string | null {
  if (facts.contactId && ticket.requesterId === facts.contactId) return 'the sender raised it';
  if (ticket.propertyId && facts.ownPropertyIds.includes(ticket.propertyId)) return "it is for the sender's property";
  if (facts.clientIds.includes(ticket.clientId)) return "it is for the sender's client";
  return null;
}

const isOpen = (ticket: TicketRoutingCandidate) => ticket.status !== 'completed';

/**
 * 1. A reply to a ticket's e-mail or a ticket number the message names: high when the sender
 * belongs to the ticket and it is open, medium when it is completed. A number from someone else's
 * ticket is never suggested (the note says so) and the other rules decide.
 */
function byReference(facts: RoutingFacts, notes: string[], foreign: Set<string>): Suggestion | null {
  const byId = new Map(facts.candidates.map((t) => [t.id, t]));
  const byNumber = new Map(facts.candidates.map((t) => [t.number, t]));
  const named: { ticket: TicketRoutingCandidate; how: string }[] = [];
  for (const id of facts.repliedTicketIds) {
    const ticket = byId.get(id);
    if (ticket) named.push({ ticket, how: `Reply to an e-mail sent from #${ticket.number}` });
  }
  for (const ref of facts.references) {
    const ticket = byNumber.get(ref.number);
    if (!ticket) notes.push(`Mentions #${ref.number}, but no ticket has that number.`);
    else named.push({ ticket, how: `Refers to #${ticket.number}${ref.inSubject ? ' in the subject' : ''}` });
  }
  const seen = new Set<string>();
  const distinct = named.filter(({ ticket }) => !seen.has(ticket.id) && seen.add(ticket.id));
  for (const { ticket } of distinct.filter(({ ticket }) => !belongs(facts, ticket))) {
    foreign.add(ticket.id);
    notes.push(`Mentions #${ticket.number}, which is another contact's ticket: not suggested.`);
  }
  const mine = distinct.filter(({ ticket }) => belongs(facts, ticket));
  const open = mine.filter(({ ticket }) => isOpen(ticket));
  if (open.length > 0) {
    const [first, ...others] = open;
    const also = others.length > 0 ? ` It also mentions ${others.map(({ ticket }) => `#${ticket.number}`).join(', ')}.` : '';
    return {
      ticket: first.ticket,
      // Two of the sender's open tickets named at once: the first is likely, not certain.
      confidence: others.length === 0 ? 'high' : 'medium',
      reason: `${first.how} (${relation(facts, first.ticket)}).${also}`,
    };
  }
  if (mine.length > 0) {
    const { ticket, how } = mine[0];
    return {
      ticket,
      confidence: 'medium',
      reason: `${how} (${relation(facts, ticket)}), which is completed: check whether this is a new problem.`,
    };
  }
  return null;
}

/**
 * 2. The sender's open tickets (raised by them or for their property): one → medium, unless the
 * message is plainly about another kind of fault (then none: a new problem); several → the best
 * text match, medium when clearly best, else low. 3. A neighbour's open ticket on the same
 * property, raised in the last 72 hours about the same kind of fault → medium, as a possible
 * duplicate. 4. Otherwise no suggestion: Needs Review.
 */
function byContact(facts: RoutingFacts, excluded: ReadonlySet<string>): Suggestion {
  const kinds = categoriesIn(facts.text);
  const weigh = (ticket: TicketRoutingCandidate): Weighed => {
    const ticketKinds = new Set<Category>([ticket.category, ...categoriesIn(ticket.text)]);
    const sameKind = kinds.some((k) => ticketKinds.has(k));
    const otherKind = kinds.length > 0 && !sameKind;
    const text = Math.max(ticket.textScore, 0.8 * ticket.titleScore);
    return { ticket, sameKind, otherKind, score: text + (sameKind ? CATEGORY_BONUS : 0) };
  };
  const open = facts.candidates.filter((t) => isOpen(t) && !excluded.has(t.id));
  const own = open.filter((t) => belongs(facts, t)).map(weigh);
  const duplicates = open
    .filter((t) => t.onSendersProperty && t.requesterId !== facts.contactId && isRecent(t, facts.receivedAt))
    .map(weigh)
    .filter((w) => w.sameKind && w.score >= DUPLICATE_MATCH_SCORE + CATEGORY_BONUS)
    .sort((a, b) => b.score - a.score);
  const duplicate = duplicates[0] ? duplicatePick(duplicates[0], facts.receivedAt) : null;

  if (own.length === 1) {
    const [only] = own;
    if (!only.otherKind) {
      // The property's only ticket, raised by a neighbour, about this fault: say it may be the same report.
      if (only.ticket.requesterId !== facts.contactId && duplicate?.ticket?.id === only.ticket.id) return duplicate;
      return {
        ticket: only.ticket,
        confidence: 'medium',
        reason: `The only open ticket for the sender: #${only.ticket.number} (${relation(facts, only.ticket)}).`,
      };
    }
    if (duplicate) return duplicate;
    return {
      ticket: null,
      confidence: null,
      reason: `The sender's only open ticket, #${only.ticket.number}, is about ${KIND_NAMES[only.ticket.category]}, and this message seems to be about ${kinds.map((k) => KIND_NAMES[k]).join(' or ')}: probably a new problem.`,
    };
  }
  if (own.length > 1) {
    const [best, second] = [...own].sort((a, b) => b.score - a.score);
    if (best.score >= MEDIUM_MATCH_SCORE && best.score - second.score >= MEDIUM_MATCH_MARGIN) {
      return {
        ticket: best.ticket,
        confidence: 'medium',
        reason: `Best text match among the sender's ${own.length} open tickets: #${best.ticket.number}.`,
      };
    }
    if (duplicate) return duplicate;
    if (best.score >= LOW_MATCH_SCORE) {
      return {
        ticket: best.ticket,
        confidence: 'low',
        reason: `Closest of the sender's ${own.length} open tickets: #${best.ticket.number}, but not a clear match.`,
      };
    }
    return { ticket: null, confidence: null, reason: `The sender has ${own.length} open tickets and none matches this message clearly.` };
  }
  if (duplicate) return duplicate;
  return { ticket: null, confidence: null, reason: facts.contactId ? 'The sender has no open ticket.' : 'Unknown sender.' };
}

function isRecent(ticket: TicketRoutingCandidate, receivedAt: Date): boolean {
  const hours = (receivedAt.getTime() - new Date(ticket.createdAt).getTime()) / 3_600_000;
  return hours >= 0 && hours <= DUPLICATE_WINDOW_HOURS;
}

function duplicatePick(weighed: Weighed, receivedAt: Date): Suggestion {
  const { ticket } = weighed;
  const hours = Math.floor((receivedAt.getTime() - new Date(ticket.createdAt).getTime()) / 3_600_000);
  const ago =
    hours < 1 ? 'less than an hour ago' : hours < 48 ? `${hours} hour${hours === 1 ? '' : 's'} ago` : `${Math.floor(hours / 24)} days ago`;
  return {
    ticket,
    confidence: 'medium',
    reason: `Possible duplicate of #${ticket.number} (same property, a similar ${FAULT_NAMES[ticket.category]} reported ${ago} by another contact).`,
  };
}
