/**
 * The triage queue (docs/product.md §10): how sure a routing suggestion is, the actions an agent
 * takes on a waiting message, and the messages the api answers and the web app shows.
 */

/** How sure the routing suggestion is; a message without one shows 'Needs Review'. */
export enum TriageConfidenceValue {
  HIGH = 'high',
  MEDIUM = 'medium',
  LOW = 'low',
}
export type TriageConfidence = `${TriageConfidenceValue}`;
export const TRIAGE_CONFIDENCE_LABELS: Readonly<Record<TriageConfidence, string>> = {
  high: 'High Confidence',
  medium: 'Medium Confidence',
  low: 'Low Confidence',
};
/** The badge of a message with no confident suggestion. */
export const TRIAGE_NEEDS_REVIEW_LABEL = 'Needs Review';

/** What an agent does with a waiting message: link it to a ticket, or open a new ticket from it. */
export enum TriageActionValue {
  ASSIGN = 'assign',
  CREATE_TICKET = 'create_ticket',
}

/** Why an agent took a message out of the queue without a ticket. */
export enum TriageDismissReasonValue {
  NO_ACTION = 'no_action',
  SPAM = 'spam',
}
export type TriageDismissReason = `${TriageDismissReasonValue}`;
export const TRIAGE_DISMISS_LABELS: Readonly<Record<TriageDismissReason, string>> = {
  no_action: 'No action needed',
  spam: 'Spam',
};
/** How a message from a blocked sender is marked: stored, and kept out of the queue. */
export const BLOCKED_SENDER_REASON = 'blocked sender';

export const TRIAGE_LIMITS = {
  /** The note an agent adds to a dismissal. */
  dismissNote: 500,
} as const;

export const TRIAGE_MESSAGES = {
  messageNotFound: 'Message not found',
  action: "Action must be 'assign' or 'create_ticket'",
  ticketRequired: 'Choose a ticket to assign the message to',
  ticketNotFound: 'Ticket not found',
  clientNotFound: 'Client not found',
  alreadyTriaged: 'This message has already been triaged',
  notWaiting: 'This message is not waiting for triage',
  noRequester: 'This message has no known sender to raise the ticket for',
  clientUnknown: "The sender's client could not be determined: choose a client for the new ticket",
  dismissReason: "Reason must be 'no_action' or 'spam'",
  dismissNoteTooLong: `Note must be at most ${TRIAGE_LIMITS.dismissNote} characters`,
  blockNeedsSpam: 'Only spam can block its sender',
  noSenderToBlock: 'This message has no sender address to block',
  blockedSenderNotFound: 'Blocked sender not found',
} as const;

export const TRIAGE_TOASTS = {
  triaged: 'Message triaged successfully',
  /** The description under it, before the link to the ticket. */
  created: 'New ticket created:',
  linked: 'Linked to ticket:',
  failed: 'Failed to triage message',
  dismissed: 'Message dismissed',
  dismissedAndBlocked: (address: string): string => `Message dismissed; ${address} is blocked`,
  dismissFailed: 'Failed to dismiss message',
} as const;

/** The queue counts its waiting messages up to this many; past it the total reads '1,000+'. */
export const TRIAGE_QUEUE_COUNT_UP_TO = 1_000;
