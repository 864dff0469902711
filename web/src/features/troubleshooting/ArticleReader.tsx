import { Alert, Badge, Box, Button, Card, Center, Flex, Heading, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Clock, Globe, ListChecks, Scale } from 'lucide-react';
import { CategoryValue } from '@pmp/shared';
import { errorMessage } from '../../lib/errors';
import { useCan } from '../auth/useCan';
import { GuidedMode } from './GuidedMode';
import { MarkdownContent } from './MarkdownContent';
import { DIFFICULTY_COLORS, DIFFICULTY_TEXT, minutesText, RESPONSIBILITY_COLORS, RESPONSIBILITY_TEXT } from './knowledgeLabels';
import { useKnowledgeArticle, useResponsibilityFor, type ReaderArticle, type ResponsibilityEntry } from './useKnowledgeBase';

interface ArticleReaderProps {
  articleId: string;
  /** Back to the list. */
  onBack: () => void;
  /** Guided mode is open (`?guide=1`). */
  guided: boolean;
  onGuidedChange: (guided: boolean) => void;
}

/** The matrix entries for the article's country and category, each with who is responsible and the law. */
function ResponsibilityRules({ entries }: { entries: readonly ResponsibilityEntry[] }) {
  return (
    <Stack gap="3" as="ul" listStyleType="none">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} borderWidth="1px" rounded="md" p="3">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="medium">{entry.issueType}</Text>
            <HStack gap="2">
              {entry.urgencyLevel ? (
                <Badge variant="outline" size="sm">
                  {entry.urgencyLevel}
                </Badge>
              ) : null}
              <Badge colorPalette={RESPONSIBILITY_COLORS[entry.responsibility]}>{RESPONSIBILITY_TEXT[entry.responsibility]}</Badge>
            </HStack>
          </Flex>
          {entry.description ? (
            <Text fontSize="sm" color="gray.600" mt="1">
              {entry.description}
            </Text>
          ) : null}
          {entry.legalNotes ? (
            <Text fontSize="sm" mt="2" whiteSpace="pre-wrap">
              {entry.legalNotes}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function LegalInformation({ article }: { article: ReaderArticle }) {
  const { entries, loading, error } = useResponsibilityFor(article.country, article.category);
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="legal-information">
      <Card.Header>
        <HStack gap="2">
          <Scale size={18} aria-hidden />
          <Heading as="h2" size="md" id="legal-information">
            Legal Information
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Text fontSize="sm">
          <Text as="span" color="gray.500">
            Country:{' '}
          </Text>
          <Text as="span" fontWeight="medium">
            {article.country}
          </Text>
          <Text as="span" color="gray.500">
            {' '}
            · Responsibility:{' '}
          </Text>
          <Text as="span" fontWeight="medium">
            {RESPONSIBILITY_TEXT[article.responsibility]}
          </Text>
        </Text>
        {article.legalNotes ? (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {article.legalNotes}
          </Text>
        ) : null}
        {loading ? (
          <Spinner size="sm" />
        ) : error ? (
          <Text fontSize="sm" color="red.600">
            {errorMessage(error)}
          </Text>
        ) : entries.length ? (
          <ResponsibilityRules entries={entries} />
        ) : (
          <Text fontSize="sm" color="gray.500">
            No responsibility rules recorded for {CategoryValue[article.category]} in {article.country}.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The article's content; `onGuide` (absent for a role that may not run guided sessions) offers the Step-by-Step Guide. */
function ArticleBody({ article, onGuide }: { article: ReaderArticle; onGuide?: () => void }) {
  return (
    <Stack gap="5">
      {article.summary ? (
        <Card.Root variant="outline" bg="white" as="section" aria-labelledby="article-overview">
          <Card.Header>
            <Heading as="h2" size="md" id="article-overview">
              Overview
            </Heading>
          </Card.Header>
          <Card.Body>
            <Text whiteSpace="pre-wrap">{article.summary}</Text>
          </Card.Body>
        </Card.Root>
      ) : null}
      {article.fullContent?.trim() ? (
        <Card.Root variant="outline" bg="white">
          <Card.Body>
            <MarkdownContent content={article.fullContent} data-testid="article-content" />
          </Card.Body>
        </Card.Root>
      ) : null}
      {onGuide ? (
        <Flex>
          <Button colorPalette="blue" onClick={onGuide}>
            <ListChecks size={16} aria-hidden />
            Step-by-Step Guide
          </Button>
        </Flex>
      ) : null}
      <LegalInformation article={article} />
      {article.tags.length ? (
        <Box as="section" aria-labelledby="related-topics">
          <Heading as="h2" size="sm" mb="2" id="related-topics">
            Related Topics
          </Heading>
          <Flex gap="2" wrap="wrap">
            {article.tags.map((tag) => (
              <Badge key={tag} variant="surface">
                {tag}
              </Badge>
            ))}
          </Flex>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The article reader (docs/product.md §2 Knowledge Base): title, description, hero image, badges,
 * Overview, the content (Markdown or HTML, rendered safely), Legal Information with the
 * responsibility matrix's rules for the article's country and category, Related Topics, and the
 * Step-by-Step Guide (guided mode, in place of the content; a guided session is recorded, so only for
 * a role that may change the desk's records). 'Article not found' for an unknown id.
 */
export function ArticleReader({ articleId, onBack, guided, onGuidedChange }: ArticleReaderProps) {
  const canGuide = useCan('work');
  const { article, loading, error, notFound } = useKnowledgeArticle(articleId);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} alignSelf="start">
      <ArrowLeft size={16} aria-hidden />
      Back to Knowledge Base
    </Button>
  );

  if (loading) {
    return (
      <Center py="16" role="status" aria-label="Loading article">
        <Spinner />
      </Center>
    );
  }
  if (notFound || (!article && !error)) {
    return (
      <Stack align="center" py="16" gap="4" textAlign="center">
        <Heading as="h1" size="lg">
          Article not found
        </Heading>
        <Text color="gray.500">The article may have been removed, or the link is wrong.</Text>
        <Button onClick={onBack}>
          <ArrowLeft size={16} aria-hidden />
          Back to Knowledge Base
        </Button>
      </Stack>
    );
  }
  if (!article) {
    return (
      <Stack gap="4">
        {back}
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const minutes = minutesText(article.estimatedDuration);
  return (
    <Stack gap="5" maxW="4xl" as="article" aria-labelledby="article-title">
      {back}
      <Box>
        <Heading as="h1" size="2xl" id="article-title">
          {article.title}
        </Heading>
        {article.description ? (
          <Text mt="2" color="gray.600" fontSize="lg">
            {article.description}
          </Text>
        ) : null}
        <HStack gap="2" mt="3" wrap="wrap" aria-label="Article details">
          <Badge colorPalette={RESPONSIBILITY_COLORS[article.responsibility]}>{RESPONSIBILITY_TEXT[article.responsibility]}</Badge>
          {article.difficulty ? (
            <Badge colorPalette={DIFFICULTY_COLORS[article.difficulty]} variant="subtle">
              {DIFFICULTY_TEXT[article.difficulty]}
            </Badge>
          ) : null}
          {minutes ? (
            <Badge variant="outline">
              <Clock size={12} aria-hidden />
              {minutes}
            </Badge>
          ) : null}
          <Badge variant="outline">
            <Globe size={12} aria-hidden />
            {article.country}
          </Badge>
        </HStack>
      </Box>
      {article.heroImageUrl ? (
        <Image src={article.heroImageUrl} alt="" rounded="lg" maxH="80" objectFit="cover" w="full" bg="gray.100" />
      ) : null}
      {guided && canGuide ? (
        <GuidedMode articleId={article.id} onExit={() => onGuidedChange(false)} />
      ) : (
        <ArticleBody article={article} onGuide={canGuide ? () => onGuidedChange(true) : undefined} />
      )}
    </Stack>
  );
}
