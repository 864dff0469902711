import { pickFields } from '../../common/pick-fields';
import type { ResponsibilityMatrixEntry } from './responsibility-matrix.entity';
import type { TicketResponsibility } from './responsibility-matrix.service';

/** What REST answers of a matrix entry (`/api/knowledge/responsibility-matrix`), in this order. */
export const MATRIX_ENTRY_VIEW_FIELDS = [
  'id',
  'country',
  'category',
  'issueType',
  'description',
  'responsibility',
  'urgencyLevel',
  'legalNotes',
  'isActive',
  'createdAt',
] as const;
export type MatrixEntryView = Pick<ResponsibilityMatrixEntry, (typeof MATRIX_ENTRY_VIEW_FIELDS)[number]>;

export function toMatrixEntryView(entry: ResponsibilityMatrixEntry): MatrixEntryView {
  return pickFields(entry, MATRIX_ENTRY_VIEW_FIELDS);
}

/** GET ticket/{ticketId}: who is responsible for a ticket, its entries as above. */
export type TicketResponsibilityView = Omit<TicketResponsibility, 'entries'> & { entries: MatrixEntryView[] };

export function toTicketResponsibilityView(found: TicketResponsibility): TicketResponsibilityView {
  return {
    ticketId: found.ticketId,
    country: found.country,
    countryFromProperty: found.countryFromProperty,
    category: found.category,
    entries: found.entries.map(toMatrixEntryView),
    bestMatchId: found.bestMatchId,
  };
}
