import { Alert, Box, Card, Center, Flex, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Category, Country } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { FilterSelect, SearchField } from '../../lib/FilterFields';
import { ListFooter } from '../../lib/ListFooter';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { useUpdateSearchParams } from '../../lib/useUpdateSearchParams';
import { ArticleCard } from './ArticleCard';
import { ArticleReader } from './ArticleReader';
import { ARTICLE_CATEGORIES, ARTICLE_COUNTRIES, CATEGORY_VALUES } from './knowledgeLabels';
import { ARTICLES_PER_PAGE, useKnowledgeArticles } from './useKnowledgeBase';

/** Pause after the last key before the search goes to the address (and the server). */
export const ARTICLE_SEARCH_DEBOUNCE_MS = 300;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The search box: typed freely, sent to the address once the typing pauses. */
function ArticleSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  // The search last sent: the box follows the address only when it changes from elsewhere (Back,
  // a link), never to an older search sent while the user went on typing.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  const send = useCallback(
    (next: string) => {
      sent.current = next.trim();
      onChange(next);
    },
    [onChange],
  );
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => send(text), ARTICLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, send]);
  return (
    <SearchField
      flex="1"
      minW="60"
      value={text}
      onChange={setText}
      onEnter={() => send(text)}
      ariaLabel="Search articles"
      placeholder="Search articles, e.g. boiler pressure, tripped switch..."
    />
  );
}

function ArticleList() {
  const [params] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = oneOf<Category>(params.get('category'), ARTICLE_CATEGORIES);
  const country = oneOf<Country>(params.get('country'), ARTICLE_COUNTRIES);
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const { articles, totalCount, totalCountCapped, loading, error, loaded } = useKnowledgeArticles({ search, category, country, offset });

  const update = useUpdateSearchParams();
  // The reader keeps the list's search, filters and page behind it, for Back.
  const readerHref = (articleId: string) => {
    const next = new URLSearchParams(params);
    next.set('article', articleId);
    return `${paths.troubleshooting}?${next.toString()}`;
  };
  // A new search or filter starts again at the first page; typing replaces the history entry.
  const onSearch = useCallback((text: string) => update({ search: text.trim() || null, offset: null }, { replace: true }), [update]);

  let results: ReactNode;
  if (!loaded && loading) {
    results = (
      <Center py="16" role="status" gap="3">
        <Spinner />
        <Text color="gray.500">Loading articles...</Text>
      </Center>
    );
  } else if (error && articles.length === 0) {
    results = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error)}</Alert.Title>
      </Alert.Root>
    );
  } else if (articles.length === 0) {
    results = (
      <Stack align="center" py="16" gap="2" textAlign="center">
        <BookOpen size={32} aria-hidden color="var(--chakra-colors-gray-400)" />
        <Text fontWeight="medium">No articles found</Text>
        <Text fontSize="sm" color="gray.500">
          Try other words, or another category or country.
        </Text>
      </Stack>
    );
  } else {
    results = (
      <>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label="Articles" as="section" aria-busy={loading}>
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} href={readerHref(article.id)} />
          ))}
        </SimpleGrid>
        <ListFooter
          shown={articles.length}
          total={totalCount}
          totalCapped={totalCountCapped}
          offset={offset}
          pageSize={ARTICLES_PER_PAGE}
          noun={articles.length === 1 ? 'article' : 'articles'}
          onOffsetChange={(next) => update({ offset: next ? String(next) : null })}
          loading={loading}
        />
      </>
    );
  }

  return (
    <Box>
      <PageHeader title="Knowledge Base" />
      <Alert.Root status="info" mb="4" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            Step-by-step guides for common repairs, with who is responsible in each country.{' '}
            <Link asChild color="blue.600" fontWeight="semibold">
              <RouterLink to={paths.knowledgeBaseAdmin}>Create New Article</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Card.Root variant="outline" bg="white" mb="4">
        <Card.Body p="4">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <ArticleSearch value={search} onChange={onSearch} />
            <FilterSelect
              w={{ base: 'full', sm: '44' }}
              label="Category"
              value={category ?? ''}
              onChange={(value) => update({ category: value || null, offset: null })}
            >
              <option value="">All</option>
              {ARTICLE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_VALUES[c]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              w={{ base: 'full', sm: '44' }}
              label="Country"
              value={country ?? ''}
              onChange={(value) => update({ country: value || null, offset: null })}
            >
              <option value="">All</option>
              {ARTICLE_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </FilterSelect>
          </Flex>
        </Card.Body>
      </Card.Root>
      {results}
    </Box>
  );
}

/**
 * Knowledge Base (/troubleshooting): the searchable, filterable article cards; `?article={id}`
 * opens the reader and `&guide=1` its guided mode. Search, filters and page live in the address.
 */
export default function TroubleshootingPage() {
  const [params] = useSearchParams();
  const articleId = params.get('article');
  const setArticleParams = useUpdateSearchParams();
  if (articleId) {
    return (
      <ArticleReader
        key={articleId}
        articleId={articleId}
        guided={params.get('guide') === '1'}
        onGuidedChange={(guided) => setArticleParams({ guide: guided ? '1' : null })}
        onBack={() => setArticleParams({ article: null, guide: null })}
      />
    );
  }
  return <ArticleList />;
}
