import { Badge, Box, Button, Card, Flex, HStack, Table, Text } from '@chakra-ui/react';
import { ListChecks, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { TableMessageRow } from '../../lib/people/TableStates';
import { useArticleStats, type ArticleStats } from '../troubleshooting/useKnowledgeStats';
import { CATEGORY_LABELS } from '../../lib/categories';
import { ArticleForm } from './ArticleForm';
import type { AdminArticle } from './articleSchema';
import { ADMIN_ARTICLE_LIMIT, useAdminArticles } from './useAdminArticles';

interface ArticlesTabProps {
  /** Opens the article's workflow in the Quick Start Workflows tab. */
  onOpenWorkflow: (articleId: string) => void;
}

type Editing = { mode: 'create' } | { mode: 'edit'; article: AdminArticle } | null;

/**
 * The Articles tab: every article (active or not) with what its guide saved (sessions started,
 * resolved, escalated, abandoned, the step people give up at most), an Edit button each, and the
 * article form in create or edit mode.
 */
export function ArticlesTab({ onOpenWorkflow }: ArticlesTabProps) {
  const { articles, totalCount, loading, error } = useAdminArticles();
  const articleIds = useMemo(() => articles.map((a) => a.id), [articles]);
  const { statsOf } = useArticleStats({ articleIds, skip: articleIds.length === 0 });
  const [editing, setEditing] = useState<Editing>(null);

  if (editing) {
    return (
      <ArticleForm
        article={editing.mode === 'edit' ? editing.article : undefined}
        onSaved={() => setEditing(null)}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text color="gray.600" fontSize="sm">
            {totalCount} article{totalCount === 1 ? '' : 's'}
            {totalCount > ADMIN_ARTICLE_LIMIT ? ` (the first ${ADMIN_ARTICLE_LIMIT} by title)` : ''}
          </Text>
          <Button size="sm" colorPalette="blue" onClick={() => setEditing({ mode: 'create' })}>
            <Plus /> Create New Article
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body p="0">
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Articles">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader minW="44">Title</Table.ColumnHeader>
                <Table.ColumnHeader>Category</Table.ColumnHeader>
                <Table.ColumnHeader>Country</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Started</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Resolved</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Escalated</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Abandoned</Table.ColumnHeader>
                <Table.ColumnHeader minW="40">Most give up at</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {articles.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article}
                  stats={statsOf(article.id)}
                  onEdit={() => setEditing({ mode: 'edit', article })}
                  onOpenWorkflow={() => onOpenWorkflow(article.id)}
                />
              ))}
              {loading || error || articles.length === 0 ? (
                <TableMessageRow colSpan={10} loading={loading} error={error ? errorMessage(error) : undefined} empty="No articles yet" />
              ) : null}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function ArticleRow({
  article,
  stats,
  onEdit,
  onOpenWorkflow,
}: {
  article: AdminArticle;
  stats: ArticleStats | undefined;
  onEdit: () => void;
  onOpenWorkflow: () => void;
}) {
  const figure = (value: number | undefined) => (
    <Table.Cell textAlign="end" color={value ? undefined : 'gray.400'}>
      {value ?? '–'}
    </Table.Cell>
  );
  const giveUp = stats?.giveUpStepNumber ? `Step ${stats.giveUpStepNumber}: ${stats.giveUpStepTitle ?? ''} (${stats.giveUpCount})` : '–';
  return (
    <Table.Row aria-label={article.title}>
      <Table.Cell>
        <Text fontWeight="medium" lineClamp={1} title={article.title}>
          {article.title}
        </Text>
        {article.description ? (
          <Text fontSize="xs" color="gray.500" lineClamp={1}>
            {article.description}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>{CATEGORY_LABELS[article.category]}</Table.Cell>
      <Table.Cell>{article.country}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={article.isActive ? 'green' : 'gray'} variant="subtle">
          {article.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Cell>
      {figure(stats?.started)}
      {figure(stats?.resolved)}
      {figure(stats?.escalated)}
      {figure(stats?.abandoned)}
      <Table.Cell fontSize="xs" color="gray.600">
        <Text lineClamp={2} title={giveUp}>
          {giveUp}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${article.title}`}>
            <Pencil /> Edit
          </Button>
          <Button size="xs" variant="ghost" onClick={onOpenWorkflow} aria-label={`Workflow of ${article.title}`}>
            <ListChecks /> Workflow
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
