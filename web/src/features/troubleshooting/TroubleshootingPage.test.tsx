import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  KnowledgeArticleListDocument,
  type KnowledgeArticleCardFragment,
  type KnowledgeArticleListQueryVariables,
} from '../../gql/graphql';
import { makeUser, renderWithLocation } from '../../test/renderWithProviders';
import TroubleshootingPage from './TroubleshootingPage';

function article(overrides: Partial<KnowledgeArticleCardFragment> = {}): KnowledgeArticleCardFragment {
  return {
    __typename: 'KnowledgeArticle',
    id: 'a1',
    title: 'Bleeding a radiator',
    description: 'Cold at the top, warm at the bottom: let the trapped air out.',
    country: 'UK',
    category: 'HEATING',
    responsibility: 'TENANT',
    difficulty: 'BEGINNER',
    estimatedDuration: 15,
    tags: ['radiator', 'heating', 'air', 'valve', 'winter'],
    ...overrides,
  };
}

const NO_FILTER = { search: null, category: null, country: null, isActive: true };

function listMock(
  filter: Partial<KnowledgeArticleListQueryVariables['filter'] & object>,
  nodes: KnowledgeArticleCardFragment[],
  totalCount = nodes.length,
  totalCountCapped = false,
): MockLink.MockedResponse {
  return {
    request: { query: KnowledgeArticleListDocument, variables: { filter: { ...NO_FILTER, ...filter }, limit: 24, offset: 0 } },
    // The same page may be asked for again (a cache-and-network query re-subscribing as the
    // address changes); a server answers every time, and a mock used up made the page show an error.
    maxUsageCount: 50,
    result: { data: { knowledgeArticles: { __typename: 'KnowledgeArticleConnection', totalCount, totalCountCapped, nodes } } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[], route = '/troubleshooting', role: 'ADMIN' | 'AGENT' | 'VIEWER' = 'AGENT') {
  return renderWithLocation(<TroubleshootingPage />, { path: '/troubleshooting', mocks, route, auth: { user: makeUser({ role }) } });
}

const where = () => screen.getByTestId('where').textContent;

describe('TroubleshootingPage', () => {
  it('offers Create New Article to admins only: an agent and a viewer read the guides', async () => {
    for (const role of ['AGENT', 'VIEWER'] as const) {
      const { unmount } = renderPage([listMock({}, [article()])], '/troubleshooting', role);
      expect(await screen.findByRole('article', { name: 'Bleeding a radiator' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Create New Article' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows an admin the title, the Create New Article link and a card per active article', async () => {
    renderPage(
      [
        listMock({}, [
          article(),
          article({ id: 'a2', title: 'Resetting a tripped switch', responsibility: 'LANDLORD', tags: ['fuse'], country: 'DE' }),
        ]),
      ],
      '/troubleshooting',
      'ADMIN',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Article' })).toHaveAttribute('href', '/admin/knowledge-base');
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Bleeding a radiator' });
    expect(within(card).getByText('UK')).toBeInTheDocument();
    expect(within(card).getByText('Cold at the top, warm at the bottom: let the trapped air out.')).toBeInTheDocument();
    expect(within(card).getByText('Tenant')).toBeInTheDocument();
    expect(within(card).getByText('15 min')).toBeInTheDocument();
    // The first three tags, then how many more.
    const tags = within(card).getByLabelText('Tags');
    expect(
      within(tags)
        .getAllByText(/./)
        .map((t) => t.textContent),
    ).toEqual(['radiator', 'heating', 'air', '+2 more']);
    expect(within(card).getByRole('link', { name: /View Guide/ })).toHaveAttribute('href', '/troubleshooting?article=a1');

    const other = screen.getByRole('article', { name: 'Resetting a tripped switch' });
    expect(within(other).getByText('Landlord')).toBeInTheDocument();
    expect(within(other).getByText('DE')).toBeInTheDocument();
    expect(within(other).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("says 'No articles found' when nothing matches", async () => {
    renderPage([listMock({}, [])]);
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
  });

  it('searches (after a pause) and filters on the server, keeping both in the address', async () => {
    const mocks = [
      listMock({}, [article()]),
      listMock({ search: 'boiler' }, [article({ id: 'b1', title: 'Boiler pressure' })]),
      listMock({ search: 'boiler', category: 'HEATING' }, [article({ id: 'b1', title: 'Boiler pressure' })]),
      listMock({ search: 'boiler', category: 'HEATING', country: 'FR' }, []),
    ];
    const { user } = renderPage(mocks);
    await screen.findByRole('article', { name: 'Bleeding a radiator' });

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'boiler');
    expect(await screen.findByRole('article', { name: 'Boiler pressure' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/troubleshooting?search=boiler'));
    // The reader keeps the search behind it, for Back.
    expect(screen.getByRole('link', { name: /View Guide/ })).toHaveAttribute('href', '/troubleshooting?search=boiler&article=b1');

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'plumbing', 'electrical', 'heating', 'appliances', 'security', 'other']);
    await user.selectOptions(category, 'heating');
    await waitFor(() => expect(where()).toBe('/troubleshooting?search=boiler&category=HEATING'));

    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'IE']);
    await user.selectOptions(country, 'FR');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/troubleshooting?search=boiler&category=HEATING&country=FR'));
  });

  it('shows a search total that stopped counting as a lower bound, with Next on', async () => {
    const page = Array.from({ length: 24 }, (_, i) => article({ id: `r${i}`, title: `Radiator ${i}` }));
    renderPage([listMock({ search: 'radiator' }, page, 74, true)], '/troubleshooting?search=radiator');
    expect(await screen.findByText(/Showing 24 articles \(1–24 of 74\+\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('reads its search and filters from the address', async () => {
    renderPage(
      [listMock({ search: 'leak', country: 'DE' }, [article({ title: 'Undichter Wasserhahn' })])],
      '/troubleshooting?search=leak&country=DE',
    );
    expect(await screen.findByRole('article', { name: 'Undichter Wasserhahn' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('leak');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });
});
