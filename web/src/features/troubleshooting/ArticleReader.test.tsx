import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  GuidedStepsDocument,
  KnowledgeArticleListDocument,
  KnowledgeArticleReaderDocument,
  ResponsibilityForArticleDocument,
  type KnowledgeArticleReaderQuery,
} from '../../gql/graphql';
import { makeUser, renderWithLocation, type RenderOptions } from '../../test/renderWithProviders';
import { renderArticleContent } from './articleContent';
import TroubleshootingPage from './TroubleshootingPage';

type Article = KnowledgeArticleReaderQuery['knowledgeArticle'];

const CONTENT = [
  '## Before you start',
  '',
  'Turn the heating **off** and let the radiators cool.',
  '',
  '1. Fit the radiator key',
  '2. Open the valve a quarter turn',
  '',
  '> Keep a cloth under the valve.',
  '',
  '<script>window.hacked = true</script>',
  '<img src="https://img.example.test/key.png" alt="Radiator key" onerror="window.hacked = true">',
  '',
  '[Call the helpdesk](javascript:window.hacked=true)',
].join('\n');

function readerArticle(overrides: Partial<Article> = {}): Article {
  return {
    __typename: 'KnowledgeArticle',
    id: 'a1',
    title: 'Bleeding a radiator',
    description: 'Cold at the top, warm at the bottom.',
    country: 'UK',
    category: 'HEATING',
    responsibility: 'TENANT',
    difficulty: 'BEGINNER',
    estimatedDuration: 15,
    tags: ['radiator', 'heating'],
    summary: 'Air trapped in a radiator stops hot water filling it.',
    fullContent: CONTENT,
    heroImageUrl: 'https://img.example.test/radiator.jpg',
    legalNotes: 'Routine bleeding is the tenant’s job under the tenancy agreement.',
    lastReviewed: null,
    isActive: true,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function readerMock(article: Article): MockLink.MockedResponse {
  return {
    request: { query: KnowledgeArticleReaderDocument, variables: { id: article.id } },
    result: { data: { knowledgeArticle: article } },
  };
}

const matrixMock: MockLink.MockedResponse = {
  request: { query: ResponsibilityForArticleDocument, variables: { country: 'UK', category: 'HEATING' } },
  result: {
    data: {
      responsibilityFor: [
        {
          __typename: 'ResponsibilityMatrixEntry',
          id: 'm1',
          country: 'UK',
          category: 'HEATING',
          issueType: 'Boiler breakdown',
          description: null,
          responsibility: 'LANDLORD',
          urgencyLevel: 'Emergency (24 hours)',
          legalNotes: 'Landlord and Tenant Act 1985, s.11',
        },
      ],
    },
  },
};

function renderAt(route: string, mocks: MockLink.MockedResponse[], auth?: RenderOptions['auth']) {
  return renderWithLocation(<TroubleshootingPage />, { path: '/troubleshooting', mocks, route, auth });
}

describe('the article reader', () => {
  afterEach(() => {
    delete (window as { hacked?: boolean }).hacked;
  });

  it('shows every part of the article, the content rendered from Markdown with nothing unsafe left', async () => {
    renderAt('/troubleshooting?article=a1', [readerMock(readerArticle()), matrixMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bleeding a radiator' })).toBeInTheDocument();
    expect(screen.getByText('Cold at the top, warm at the bottom.')).toBeInTheDocument();
    const badges = screen.getByLabelText('Article details');
    expect(
      within(badges)
        .getAllByText(/./)
        .map((b) => b.textContent),
    ).toEqual(['Tenant', 'Beginner', '15 min', 'UK']);
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent('Air trapped in a radiator stops hot water filling it.');

    const content = screen.getByTestId('article-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument();
    expect(within(content).getByText('off').tagName).toBe('STRONG');
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fit the radiator key', 'Open the valve a quarter turn']);
    expect(content.querySelector('blockquote')).toHaveTextContent('Keep a cloth under the valve.');
    expect(within(content).getByRole('img', { name: 'Radiator key' })).not.toHaveAttribute('onerror');
    expect(content.innerHTML).not.toMatch(/<script|onerror|href="javascript:/i);
    expect(within(content).getByText('Call the helpdesk')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const legal = screen.getByRole('region', { name: 'Legal Information' });
    expect(legal).toHaveTextContent('Country: UK');
    expect(legal).toHaveTextContent('Routine bleeding is the tenant’s job under the tenancy agreement.');
    expect(await within(legal).findByText('Boiler breakdown')).toBeInTheDocument();
    expect(within(legal).getByText('Landlord')).toBeInTheDocument();
    expect(within(legal).getByText('Emergency (24 hours)')).toBeInTheDocument();
    expect(within(legal).getByText('Landlord and Tenant Act 1985, s.11')).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Related Topics' });
    expect(
      within(related)
        .getAllByText(/./)
        .slice(1)
        .map((t) => t.textContent),
    ).toEqual(['radiator', 'heating']);
  });

  it('starts guided mode from the Step-by-Step Guide button, and goes back to the list', async () => {
    const { user } = renderAt('/troubleshooting?search=radiator&article=a1', [
      readerMock(readerArticle()),
      matrixMock,
      { request: { query: GuidedStepsDocument, variables: { articleId: 'a1' } }, result: { data: { knowledgeSteps: [] } } },
      {
        request: {
          query: KnowledgeArticleListDocument,
          variables: { filter: { search: 'radiator', category: null, country: null, isActive: true }, limit: 24, offset: 0 },
        },
        result: {
          data: { knowledgeArticles: { __typename: 'KnowledgeArticleConnection', totalCount: 0, totalCountCapped: false, nodes: [] } },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Step-by-Step Guide' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/troubleshooting?search=radiator&article=a1&guide=1');
    expect(screen.queryByTestId('article-content')).not.toBeInTheDocument();
    // Guided mode, in place of the content.
    expect(await screen.findByText('No troubleshooting steps available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Knowledge Base' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/troubleshooting\?search=radiator$/);
  });

  it('offers a viewer the article without the Step-by-Step Guide, even at a guide address (a session would be refused)', async () => {
    renderAt('/troubleshooting?article=a1&guide=1', [readerMock(readerArticle()), matrixMock], { user: makeUser({ role: 'VIEWER' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bleeding a radiator' })).toBeInTheDocument();
    expect(screen.getByTestId('article-content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Step-by-Step Guide' })).not.toBeInTheDocument();
  });

  it("says 'Article not found' for an unknown id, with a button back to the list", async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: KnowledgeArticleReaderDocument, variables: { id: 'nope' } },
        result: { errors: [new GraphQLError('Article not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
      {
        request: {
          query: KnowledgeArticleListDocument,
          variables: { filter: { search: null, category: null, country: null, isActive: true }, limit: 24, offset: 0 },
        },
        result: {
          data: { knowledgeArticles: { __typename: 'KnowledgeArticleConnection', totalCount: 0, totalCountCapped: false, nodes: [] } },
        },
      },
    ];
    const { user } = renderAt('/troubleshooting?article=nope', mocks);
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Knowledge Base' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/troubleshooting$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeInTheDocument();
  });
});

describe('renderArticleContent', () => {
  it('renders Markdown and HTML alike, removing scripts, handlers, frames and javascript: links', () => {
    const html = renderArticleContent(
      '# Title\n\n<p onclick="x()">Para <a href="https://example.test">site</a></p>\n<iframe src="https://x"></iframe><svg onload="x()"></svg>\n\n[bad](javascript:alert(1))',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<a href="https://example.test" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).not.toMatch(/onclick|iframe|onload|javascript:/i);
    expect(html).toContain('bad');
    expect(renderArticleContent(null)).toBe('');
    expect(renderArticleContent('  ')).toBe('');
  });
});
