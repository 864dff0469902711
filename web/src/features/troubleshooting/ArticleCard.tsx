import { Badge, Button, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { BookOpen, Clock, Globe } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { cardTags, minutesText, RESPONSIBILITY_COLORS, RESPONSIBILITY_TEXT } from './knowledgeLabels';
import type { ArticleCardData } from './useKnowledgeBase';

/**
 * One article on the Knowledge Base screen: title, country, description, who is responsible,
 * the estimated minutes, the first three tags and '+N more', and View Guide (opens the reader at `href`).
 */
export function ArticleCard({ article, href }: { article: ArticleCardData; href: string }) {
  const { shown, more } = cardTags(article.tags);
  const minutes = minutesText(article.estimatedDuration);
  const titleId = `article-${article.id}-title`;
  return (
    <Card.Root variant="outline" bg="white" size="sm" h="full" as="article" aria-labelledby={titleId}>
      <Card.Header>
        <Flex justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" id={titleId} lineClamp={2}>
            {article.title}
          </Heading>
          <Badge variant="outline" flexShrink={0} aria-label={`Country ${article.country}`}>
            <Globe size={12} aria-hidden />
            {article.country}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        {article.description ? (
          <Text fontSize="sm" color="gray.600" lineClamp={3}>
            {article.description}
          </Text>
        ) : null}
        <HStack gap="3" fontSize="sm" color="gray.600" wrap="wrap">
          <Badge colorPalette={RESPONSIBILITY_COLORS[article.responsibility]} variant="subtle">
            {RESPONSIBILITY_TEXT[article.responsibility]}
          </Badge>
          {minutes ? (
            <HStack gap="1" aria-label={`Estimated ${minutes}`}>
              <Clock size={14} aria-hidden />
              <Text as="span">{minutes}</Text>
            </HStack>
          ) : null}
        </HStack>
        {shown.length ? (
          <Flex gap="1" wrap="wrap" aria-label="Tags">
            {shown.map((tag) => (
              <Badge key={tag} size="sm" variant="surface">
                {tag}
              </Badge>
            ))}
            {more > 0 ? (
              <Badge size="sm" variant="plain" color="gray.500">
                +{more} more
              </Badge>
            ) : null}
          </Flex>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" colorPalette="blue" width="full">
          <RouterLink to={href} aria-label={`View Guide: ${article.title}`}>
            <BookOpen size={16} aria-hidden />
            View Guide
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
