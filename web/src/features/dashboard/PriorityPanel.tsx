import { Card, Flex, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TICKET_PRIORITY_LABELS, TICKET_PRIORITY_TARGETS } from '@pmp/shared';
import { Gauge } from 'lucide-react';

interface PriorityPanelProps {
  priorities: { emergency: number; urgent: number; important: number } | undefined;
  loading: boolean;
}

const ROWS = (
  [
    { key: 'emergency', palette: 'red' },
    { key: 'urgent', palette: 'orange' },
    { key: 'important', palette: 'blue' },
  ] as const
).map((row) => ({ ...row, label: TICKET_PRIORITY_LABELS[row.key], sla: TICKET_PRIORITY_TARGETS[row.key] }));

/** Active tickets per priority, each with its share of all active tickets. */
export function PriorityPanel({ priorities, loading }: PriorityPanelProps) {
  const total = priorities ? priorities.emergency + priorities.urgent + priorities.important : 0;
  return (
    <Card.Root variant="outline" bg="white" shadow="xs" as="section" aria-labelledby="priority-title">
      <Card.Header pb="2">
        <Flex align="center" gap="2">
          <Gauge size={18} aria-hidden />
          <Card.Title id="priority-title" fontSize="md">
            Tickets by Priority
          </Card.Title>
        </Flex>
        <Card.Description fontSize="xs">Active tickets</Card.Description>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="4">
          {ROWS.map((row) => {
            const count = priorities?.[row.key] ?? 0;
            return (
              <Stack key={row.key} gap="1.5" data-testid={`priority-${row.key}`}>
                <Flex justify="space-between" align="baseline">
                  <Text fontSize="sm" fontWeight="medium">
                    {row.label}
                    <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs" ml="2">
                      SLA {row.sla}
                    </Text>
                  </Text>
                  {loading ? (
                    <Skeleton height="4" width="6" />
                  ) : (
                    <Text fontSize="sm" fontWeight="semibold" aria-label={`${row.label} tickets`}>
                      {count}
                    </Text>
                  )}
                </Flex>
                <Progress.Root
                  value={total ? Math.round((count / total) * 100) : 0}
                  colorPalette={row.palette}
                  size="sm"
                  aria-label={`${row.label} share of active tickets`}
                >
                  <Progress.Track rounded="full">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
