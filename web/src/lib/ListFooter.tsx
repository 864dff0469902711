import { Button, Flex, Text } from '@chakra-ui/react';

export const PAGE_SIZE = 25;

interface ListFooterProps {
  /** Rows on this page. */
  shown: number;
  /** Rows over all pages (the connection's totalCount). */
  total: number;
  /** The server stopped counting (a search): `total` is a lower bound, shown as "75+", and Next stays on. */
  totalCapped?: boolean;
  offset: number;
  pageSize?: number;
  /** Plural noun of the rows: "tickets", "contacts", ... */
  noun: string;
  onOffsetChange: (offset: number) => void;
  loading?: boolean;
}

/**
 * The footer of every list: 'Showing N {noun}' plus the range, and Previous/Next that page through
 * the server's list.
 */
export function ListFooter({
  shown,
  total,
  totalCapped = false,
  offset,
  pageSize = PAGE_SIZE,
  noun,
  onOffsetChange,
  loading,
}: ListFooterProps) {
  const first = total === 0 ? 0 : offset + 1;
  const last = offset + shown;
  return (
    <Flex align="center" justify="space-between" gap="4" pt="4" wrap="wrap" aria-label={`${noun} pages`} role="navigation">
      <Text fontSize="sm" color="fg.muted">
        Showing {shown} {noun}
        {total > shown || totalCapped ? ` (${first}–${last} of ${total}${totalCapped ? '+' : ''})` : ''}
      </Text>
      <Flex gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={loading || offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={loading || (last >= total && !totalCapped)}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
