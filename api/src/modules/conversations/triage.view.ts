import type { TriageQueueItem, TriageResult } from './triage.types';

/**
 * A waiting message as `GET /api/triage/queue` answers it: `{ id, messageId, conversationId,
 * subject, channel, contactName, contactId, createdAt, body, suggestedRouting: { reason,
 * confidence ('high' | 'medium' | 'low' | null for Needs Review), ticketId, ticketNumber,
 * ticketTitle, urgent } }`, enumerations as their database values.
 */
export function toTriageQueueItemView(item: TriageQueueItem) {
  const { suggestedRouting, ...fields } = item;
  return { ...fields, suggestedRouting: { ...suggestedRouting } };
}

/** `POST /api/triage/action`'s answer: the message and the ticket it now belongs to. */
export function toTriageResultView(result: TriageResult) {
  return { ...result };
}
