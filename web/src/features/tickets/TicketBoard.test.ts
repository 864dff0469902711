import type { TicketStatus } from '../../gql/graphql';
import { showError, showSuccess } from '../../lib/toaster';
import { dropCard, moveCard, type Column } from './TicketBoard';
import type { TicketCard } from './useTickets';

jest.mock('../../lib/toaster', () => ({ showError: jest.fn(), showSuccess: jest.fn(), toaster: { create: jest.fn() } }));

function card(id: string, status: TicketStatus): TicketCard {
  return {
    __typename: 'Ticket',
    id,
    number: Number(id.replace(/\D/g, '')) || 1,
    title: `Ticket ${id}`,
    status,
    priority: 'URGENT',
    category: 'PLUMBING',
    createdAt: '2026-11-23T10:00:00.000Z',
    dueAt: '2026-11-28T10:00:00.000Z',
    slaState: 'ON_TRACK',
    assigneeId: null,
    assignee: null,
    client: { __typename: 'Client', id: 'c1', companyName: 'Harbour Homes' },
  };
}

const board = (): Column[] => [
  { status: 'NEW', totalCount: 30, tickets: [card('t1', 'NEW'), card('t2', 'NEW')] },
  { status: 'IN_PROGRESS', totalCount: 1, tickets: [card('t3', 'IN_PROGRESS')] },
  { status: 'AWAITING_SUPPLIER', totalCount: 0, tickets: [] },
  { status: 'AWAITING_PARTS', totalCount: 0, tickets: [] },
  { status: 'COMPLETED', totalCount: 0, tickets: [] },
];

describe('Kanban moves', () => {
  beforeEach(() => {
    jest.mocked(showError).mockClear();
    jest.mocked(showSuccess).mockClear();
  });

  it('moves a card to the drop position of another column and adjusts both totals', () => {
    const next = moveCard(board(), 't2', 'IN_PROGRESS', 0);
    expect(next[0]).toMatchObject({ totalCount: 29, tickets: [{ id: 't1' }] });
    expect(next[1]?.totalCount).toBe(2);
    expect(next[1]?.tickets.map((t) => [t.id, t.status])).toEqual([
      ['t2', 'IN_PROGRESS'],
      ['t3', 'IN_PROGRESS'],
    ]);
  });

  it("applies the move at once and confirms it with the 'Ticket status updated' toast", async () => {
    const before = board();
    const shown: Column[][] = [];
    const changeStatus = jest.fn(async () => undefined);
    await dropCard(
      { draggableId: 't1', source: { droppableId: 'NEW', index: 0 }, destination: { droppableId: 'COMPLETED', index: 0 } },
      before,
      (c) => shown.push(c),
      changeStatus,
    );
    expect(changeStatus).toHaveBeenCalledWith('t1', 'COMPLETED');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.[4]?.tickets.map((t) => t.id)).toEqual(['t1']);
    expect(showSuccess).toHaveBeenCalledWith('Ticket status updated', 'The ticket has been moved successfully');
  });

  it("rolls the board back with the 'Failed to update ticket status' toast when the server refuses", async () => {
    const before = board();
    const shown: Column[][] = [];
    const changeStatus = jest.fn(async () => {
      throw new Error('Ticket not found');
    });
    await dropCard(
      { draggableId: 't3', source: { droppableId: 'IN_PROGRESS', index: 0 }, destination: { droppableId: 'NEW', index: 1 } },
      before,
      (c) => shown.push(c),
      changeStatus,
    );
    expect(shown).toHaveLength(2);
    expect(shown[0]?.[0]?.tickets.map((t) => t.id)).toEqual(['t1', 't3', 't2']);
    expect(shown[1]).toBe(before);
    expect(showError).toHaveBeenCalledWith('Failed to update ticket status', 'Please try again');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('does nothing for a drop on the same column or outside any column', async () => {
    const setColumns = jest.fn();
    const changeStatus = jest.fn(async () => undefined);
    await dropCard(
      { draggableId: 't1', source: { droppableId: 'NEW', index: 0 }, destination: { droppableId: 'NEW', index: 1 } },
      board(),
      setColumns,
      changeStatus,
    );
    await dropCard({ draggableId: 't1', source: { droppableId: 'NEW', index: 0 }, destination: null }, board(), setColumns, changeStatus);
    expect(setColumns).not.toHaveBeenCalled();
    expect(changeStatus).not.toHaveBeenCalled();
  });
});
