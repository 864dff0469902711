import { screen, within } from '@testing-library/react';
import { TicketResponsibilityDocument, type TicketResponsibilityQuery } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TicketResponsibilityPanel } from './TicketResponsibilityPanel';

type Answer = TicketResponsibilityQuery['ticketResponsibility'];

function entry(id: string, issueType: string, responsibility: 'LANDLORD' | 'TENANT' | 'SHARED', legalNotes: string | null = null) {
  return {
    __typename: 'ResponsibilityMatrixEntry' as const,
    id,
    country: 'DE' as const,
    category: 'HEATING' as const,
    issueType,
    description: null,
    responsibility,
    urgencyLevel: null,
    legalNotes,
  };
}

function renderPanel(answer: Answer) {
  return renderWithProviders(<TicketResponsibilityPanel ticketId="t1" />, {
    mocks: [
      {
        request: { query: TicketResponsibilityDocument, variables: { ticketId: 't1' } },
        result: { data: { ticketResponsibility: answer } },
      },
    ],
  });
}

describe('TicketResponsibilityPanel', () => {
  it('shows who is responsible with the legal note, the entry closest to the ticket marked', async () => {
    renderPanel({
      __typename: 'TicketResponsibility',
      ticketId: 't1',
      country: 'DE',
      countryFromProperty: true,
      category: 'HEATING',
      bestMatchId: 'm2',
      entries: [entry('m2', 'Bleeding radiators', 'TENANT'), entry('m1', 'Heizungsausfall', 'LANDLORD', '§ 535 BGB')],
    });
    const items = await screen.findAllByRole('listitem');
    expect(screen.getByText('heating · DE')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Bleeding radiatorsTenantClosest match to this ticket');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[1]!).getByText('Landlord')).toBeInTheDocument();
    expect(within(items[1]!).getByText('§ 535 BGB')).toBeInTheDocument();
  });

  it('says when no rule is recorded, and when the default country was used', async () => {
    renderPanel({
      __typename: 'TicketResponsibility',
      ticketId: 't1',
      country: 'UK',
      countryFromProperty: false,
      category: 'OTHER',
      bestMatchId: null,
      entries: [],
    });
    expect(await screen.findByText('No responsibility rule recorded for this kind of repair.')).toBeInTheDocument();
    expect(screen.getByText('other · UK (no property: default country)')).toBeInTheDocument();
  });
});
