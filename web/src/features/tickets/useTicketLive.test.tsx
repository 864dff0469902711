import { waitFor } from '@testing-library/react';
import { TicketChangedDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useTicketChanges } from './useTicketLive';

function Listener({ ticketId, onChange }: { ticketId: string | null; onChange: () => void }) {
  useTicketChanges(ticketId, onChange);
  return null;
}

const pushed = (ticketId: string | null) => ({
  request: { query: TicketChangedDocument, variables: { ticketId } },
  result: {
    data: {
      ticketChanged: { __typename: 'TicketChange' as const, ticketId: 't1', kind: 'STATUS' as const, status: 'IN_PROGRESS' as const },
    },
  },
});

describe('useTicketChanges', () => {
  it("reads again when any ticket changes (the board's and the list's subscription)", async () => {
    const onChange = jest.fn();
    renderWithProviders(<Listener ticketId={null} onChange={onChange} />, { mocks: [pushed(null)] });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it("subscribes to the open ticket's changes only", async () => {
    const onChange = jest.fn();
    renderWithProviders(<Listener ticketId="t1" onChange={onChange} />, { mocks: [pushed('t1')] });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });
});
