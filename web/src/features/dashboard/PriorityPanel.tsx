import { Flex, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TICKET_PRIORITY_LABELS } from '@pmp/shared';
import { Gauge } from 'lucide-react';
import type { TicketPriority } from '../../gql/graphql';
import { useCompanyDefaults } from '../company/useCompany';
import { DashboardPanel } from './DashboardPanel';

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
).map((row) => ({ ...row, label: TICKET_PRIORITY_LABELS[row.key], name: row.key.toUpperCase() as TicketPriority }));

/** Active tickets per priority, each with its share of all active tickets. */
export function PriorityPanel({ priorities, loading }: PriorityPanelProps) {
  const { targets } = useCompanyDefaults();
  const total = priorities ? priorities.emergency + priorities.urgent + priorities.important : 0;
  return (
    <DashboardPanel titleId="priority-title" title="Tickets by Priority" icon={Gauge} description="Active tickets">
      <Stack gap="4">
        {ROWS.map((row) => {
          const count = priorities?.[row.key] ?? 0;
          return (
            <Stack key={row.key} gap="1.5" data-testid={`priority-${row.key}`}>
              <Flex justify="space-between" align="baseline">
                <Text fontSize="sm" fontWeight="medium">
                  {row.label}
                  {targets ? (
                    <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs" ml="2">
                      SLA {targets[row.name]}
                    </Text>
                  ) : null}
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
    </DashboardPanel>
  );
}
