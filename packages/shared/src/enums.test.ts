import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_STATUS_LABELS, TicketStatusValue, byName, namesOf, oneOf } from './enums';

describe('enum lists', () => {
  it('derive values and GraphQL names from the enum, in declaration order', () => {
    expect(TICKET_STATUSES).toEqual(['new', 'in-progress', 'awaiting-supplier', 'awaiting-parts', 'completed']);
    expect(namesOf(TicketStatusValue)).toEqual(['NEW', 'IN_PROGRESS', 'AWAITING_SUPPLIER', 'AWAITING_PARTS', 'COMPLETED']);
  });

  it('re-key a table from the values to the GraphQL names', () => {
    expect(byName(TicketStatusValue, TICKET_STATUS_LABELS)).toEqual({
      NEW: 'New',
      IN_PROGRESS: 'In Progress',
      AWAITING_SUPPLIER: 'Awaiting Supplier',
      AWAITING_PARTS: 'Awaiting Parts',
      COMPLETED: 'Completed',
    });
  });

  it('name the allowed values in a message', () => {
    expect(oneOf(TICKET_PRIORITIES)).toBe('emergency, urgent or important');
    expect(oneOf(['only'])).toBe('only');
  });
});
