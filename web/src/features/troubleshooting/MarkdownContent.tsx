import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { renderArticleContent } from './articleContent';

/** How rendered Markdown looks: readable headings, lists, quotes, tables and images. */
const CONTENT_STYLES = {
  lineHeight: '1.7',
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', mt: '5', mb: '2', lineHeight: '1.3' },
  '& h1': { fontSize: 'xl' },
  '& h2': { fontSize: 'lg' },
  '& h3, & h4': { fontSize: 'md' },
  '& p': { my: '3' },
  '& ul, & ol': { pl: '6', my: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: '1' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'orange.300', bg: 'orange.50', px: '4', py: '2', my: '4', rounded: 'sm' },
  '& a': { color: 'blue.600', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'gray.100', px: '1', rounded: 'sm' },
  '& pre': { bg: 'gray.100', p: '3', rounded: 'md', overflowX: 'auto' },
  '& table': { borderCollapse: 'collapse', my: '3' },
  '& th, & td': { borderWidth: '1px', px: '2', py: '1', textAlign: 'left' },
  '& img': { maxW: 'full', rounded: 'md', my: '3' },
  '& hr': { my: '5' },
  // The block's own spacing is its container's, not its first and last paragraph's.
  '& > :first-child': { mt: '0' },
  '& > :last-child': { mb: '0' },
} as const;

type MarkdownContentProps = Omit<BoxProps, 'children' | 'css' | 'dangerouslySetInnerHTML' | 'content'> & {
  /** Markdown as stored; nothing is shown when it is empty. */
  content: string | null | undefined;
};

/**
 * Knowledge-base Markdown (an article's content, a guide step's text) as the reader shows it:
 * rendered and sanitized by `renderArticleContent`, styled the one way.
 */
export function MarkdownContent({ content, ...boxProps }: MarkdownContentProps) {
  const html = useMemo(() => renderArticleContent(content), [content]);
  if (!html) return null;
  return <Box {...boxProps} css={CONTENT_STYLES} dangerouslySetInnerHTML={{ __html: html }} />;
}
