import { registerEnumType } from 'type-graphql';
import { TriageActionValue, TriageConfidenceValue, TriageDismissReasonValue } from '@pmp/shared';

/**
 * The triage enumerations (docs/product.md §10), defined once in `@pmp/shared`: PostgreSQL keeps
 * the confidence as the `triage_confidence` enum type; REST speaks the values, GraphQL the names.
 */
export { TriageActionValue, TriageConfidenceValue, TriageDismissReasonValue } from '@pmp/shared';
export type { TriageConfidence, TriageDismissReason } from '@pmp/shared';

export const TRIAGE_CONFIDENCES = Object.values(TriageConfidenceValue);
export const TRIAGE_DISMISS_REASONS = Object.values(TriageDismissReasonValue);

registerEnumType(TriageConfidenceValue, {
  name: 'TriageConfidence',
  description: "How sure a routing suggestion is; a message without one needs review ('Needs Review').",
});
registerEnumType(TriageActionValue, {
  name: 'TriageAction',
  description: 'assign: link to a chosen ticket; create_ticket: open one from the message.',
});
registerEnumType(TriageDismissReasonValue, {
  name: 'TriageDismissReason',
  description: 'Why a waiting message left the queue without a ticket: no action needed, or spam.',
});
