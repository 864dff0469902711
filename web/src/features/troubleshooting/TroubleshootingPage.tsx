import { Alert, Box, Card, Center, Flex, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { CategoryValue } from '@pmp/shared';
import { BookOpen } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Category, Country } from '../../gql/graphql';
import { CATEGORIES } from '../../lib/categories';
import { errorMessage } from '../../lib/errors';
import { FilterSelect, SearchField } from '../../lib/FilterFields';
import { ListFooter } from '../../lib/ListFooter';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { useAddressState } from '../../lib/useAddressState';
import { useUpdateSearchParams } from '../../lib/useUpdateSearchParams';
import { ArticleCard } from './ArticleCard';
import { ArticleReader } from './ArticleReader';
import { useCan } from '../auth/useCan';
import { ARTICLE_COUNTRIES } from './knowledgeLabels';
import { ARTICLES_PER_PAGE, useKnowledgeArticles } from './useKnowledgeBase';

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

const ADDRESS_KEYS = ['search', 'category', 'country', 'offset'] as const;

function ArticleList() {
  const [params] = useSearchParams();
  const canAdminister = useCan('admin');
  const address = useAddressState(ADDRESS_KEYS, { debounced: ['search'], page: 'offset' });
  const { applied, set: update } = address;
  const category = oneOf<Category>(applied.category, CATEGORIES);
  const country = oneOf<Country>(applied.country, ARTICLE_COUNTRIES);
  const offset = Math.max(0, Number.parseInt(applied.offset || '0', 10) || 0);
  const { articles, totalCount, totalCountCapped, loading, error, loaded } = useKnowledgeArticles({
    search: applied.search,
    category,
    country,
    offset,
  });

  // The reader keeps the list's search, filters and page behind it, for Back.
  const readerHref = (articleId: string) => {
    const next = new URLSearchParams(params);
    next.set('article', articleId);
    return `${paths.troubleshooting}?${next.toString()}`;
  };

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
            {canAdminister && (
              <Link asChild color="blue.600" fontWeight="semibold">
                <RouterLink to={paths.knowledgeBaseAdmin}>Create New Article</RouterLink>
              </Link>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Card.Root variant="outline" bg="white" mb="4">
        <Card.Body p="4">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <SearchField
              flex="1"
              minW="60"
              value={address.values.search}
              onChange={(search) => update({ search })}
              onEnter={address.flush}
              ariaLabel="Search articles"
              placeholder="Search articles, e.g. boiler pressure, tripped switch..."
            />
            <FilterSelect
              w={{ base: 'full', sm: '44' }}
              label="Category"
              value={category ?? ''}
              onChange={(value) => update({ category: value })}
            >
              <option value="">All</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CategoryValue[c]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              w={{ base: 'full', sm: '44' }}
              label="Country"
              value={country ?? ''}
              onChange={(value) => update({ country: value })}
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
