import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GlobalSearchDocument, type GlobalSearchQuery } from '../../gql/graphql';
import { renderWithLocation, renderWithProviders } from '../../test/renderWithProviders';
import { TopBarSearch } from './TopBarSearch';

type Result = GlobalSearchQuery['globalSearch'];

function result(overrides: Partial<Result> = {}): Result {
  return {
    __typename: 'GlobalSearchResults',
    tickets: {
      __typename: 'TicketConnection',
      totalCount: 12,
      totalCountCapped: false,
      nodes: [
        { __typename: 'Ticket', id: 't1', number: 1042, title: 'Leak at Harbour View' },
        { __typename: 'Ticket', id: 't2', number: 1007, title: 'Harbour gate broken' },
      ],
    },
    contacts: {
      __typename: 'ContactConnection',
      totalCount: 1,
      nodes: [{ __typename: 'Contact', id: 'c1', name: 'Hannah Harbourne', email: 'hannah@example.test' }],
    },
    clients: { __typename: 'ClientConnection', totalCount: 0, nodes: [] },
    properties: {
      __typename: 'PropertyConnection',
      totalCount: 1,
      nodes: [{ __typename: 'Property', id: 'p1', name: 'Harbour View Flat 2', address: '2 Quay Road' }],
    },
    articles: { __typename: 'KnowledgeArticleConnection', totalCount: 0, totalCountCapped: false, nodes: [] },
    ...overrides,
  };
}

const empty: Result = result({
  tickets: { __typename: 'TicketConnection', totalCount: 0, totalCountCapped: false, nodes: [] },
  contacts: { __typename: 'ContactConnection', totalCount: 0, nodes: [] },
  properties: { __typename: 'PropertyConnection', totalCount: 0, nodes: [] },
});

function searchMock(query: string, answer: Result): MockLink.MockedResponse {
  return {
    request: { query: GlobalSearchDocument, variables: { query, limit: 5 } },
    result: { data: { globalSearch: answer } },
  };
}

function renderSearch(mocks: MockLink.MockedResponse[]) {
  return renderWithLocation(<TopBarSearch />, { mocks });
}

const where = () => screen.getByTestId('where').textContent;

describe('TopBarSearch', () => {
  it("shows the matches grouped, with a group's total when larger than shown", async () => {
    const { user } = renderSearch([searchMock('harb', result())]);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search tickets, contacts...');
    await user.type(box, 'harb');
    const tickets = await screen.findByRole('group', { name: 'Tickets (2 of 12)' });
    expect(
      within(tickets)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['#1042 Leak at Harbour View', '#1007 Harbour gate broken']);
    expect(within(screen.getByRole('group', { name: 'Contacts' })).getByRole('option')).toHaveTextContent(
      'Hannah Harbournehannah@example.test',
    );
    expect(within(screen.getByRole('group', { name: 'Properties' })).getByRole('option')).toHaveTextContent('2 Quay Road');
    expect(screen.queryByRole('group', { name: /Clients/ })).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the matches with the arrow keys and opens the highlighted one with Enter', async () => {
    const { user } = renderSearch([searchMock('harb', result())]);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'harb');
    await screen.findByRole('group', { name: 'Tickets (2 of 12)' });
    const options = () => screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first to the last match.
    expect(box).toHaveAttribute('aria-activedescendant', options()[3]?.id);
    await user.keyboard('{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    expect(options()[2]).toHaveTextContent('Hannah Harbourne');

    await user.keyboard('{Enter}');
    expect(where()).toBe('/contacts?contact=c1');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists matching knowledge articles and opens one in the reader', async () => {
    const articles: Result['articles'] = {
      __typename: 'KnowledgeArticleConnection',
      totalCount: 1,
      totalCountCapped: false,
      nodes: [{ __typename: 'KnowledgeArticle', id: 'a1', title: 'Bleeding a radiator', country: 'UK' }],
    };
    const { user } = renderSearch([searchMock('radiat', { ...empty, articles })]);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'radiat');
    const group = await screen.findByRole('group', { name: 'Knowledge Base' });
    expect(within(group).getByRole('option')).toHaveTextContent('Bleeding a radiatorUK');
    await user.click(within(group).getByRole('option'));
    expect(where()).toBe('/troubleshooting?article=a1');
  });

  it("opens a ticket's detail when a ticket is clicked", async () => {
    const { user } = renderSearch([searchMock('harb', result())]);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'harb');
    await user.click(await screen.findByRole('option', { name: /#1007 Harbour gate broken/ }));
    expect(where()).toBe('/tickets?ticket=t2');
  });

  it('opens the tickets list searched for the text on Enter with nothing highlighted', async () => {
    const { user } = renderSearch([searchMock('harb', result())]);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'harb');
    await screen.findByRole('group', { name: 'Tickets (2 of 12)' });
    await user.keyboard('{Enter}');
    expect(where()).toBe('/tickets?search=harb');
  });

  it('closes with Escape and opens again with ArrowDown', async () => {
    const { user } = renderSearch([searchMock('harb', result())]);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'harb');
    await screen.findByRole('group', { name: 'Tickets (2 of 12)' });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveValue('harb');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    // With the list closed, Escape clears the text.
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(where()).toBe('/');
  });

  it("marks a ticket total that stopped counting with '+'", async () => {
    const answer = result();
    const { user } = renderSearch([
      searchMock('harb', { ...answer, tickets: { ...answer.tickets, totalCount: 100, totalCountCapped: true } }),
    ]);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'harb');
    expect(await screen.findByRole('group', { name: 'Tickets (2 of 100+)' })).toBeInTheDocument();
  });

  it("says 'No results' when nothing matches", async () => {
    const { user } = renderSearch([searchMock('zzz', empty)]);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it("shows 'Searching...' while waiting and does not ask the server for one character", async () => {
    const { user } = renderSearch([{ ...searchMock('harb', result()), delay: 300 }]);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'h');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No mock answers "h": had it been asked, the error would show once the list opens.
    await user.type(box, 'arb');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Tickets (2 of 12)' });
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it("takes the focus on '/' unless the user is typing in another field", async () => {
    const { user } = renderWithProviders(
      <>
        <input aria-label="Other field" />
        <TopBarSearch />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.click(screen.getByLabelText('Other field'));
    await user.keyboard('/');
    expect(screen.getByLabelText('Other field')).toHaveValue('/');
    expect(box).not.toHaveFocus();
    await user.click(document.body);
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
  });
});
