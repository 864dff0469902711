import { Box, Card, Flex, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface MetricCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  /** Colour palette of the icon badge. */
  palette?: string;
  loading?: boolean;
  children?: ReactNode;
}

/** One figure with its label, an icon and an optional hint line. */
export function MetricCard({ label, value, hint, icon, palette = 'blue', loading, children }: MetricCardProps) {
  return (
    <Card.Root variant="outline" bg="white" shadow="xs" role="group" aria-label={label}>
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            {label}
          </Text>
          <Box
            colorPalette={palette}
            bg="colorPalette.50"
            color="colorPalette.600"
            rounded="md"
            p="1.5"
            aria-hidden
            css={{ '& svg': { width: '18px', height: '18px' } }}
          >
            {icon}
          </Box>
        </Flex>
        {loading ? (
          <Skeleton height="9" width="20" />
        ) : (
          <Text fontSize="3xl" fontWeight="semibold" lineHeight="1" data-testid="metric-value">
            {value}
          </Text>
        )}
        {hint ? (
          <Text fontSize="xs" color="fg.muted">
            {loading ? <Skeleton as="span" display="inline-block" height="3" width="24" /> : hint}
          </Text>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
