import { Box, Flex, Skeleton, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { formatMonth } from '../../lib/dates';
import type { ChartRow } from './ComplianceBars';
import { COMPLIANCE_FILL } from './dashboardFormat';

export interface ChartMonth {
  month: string;
  slaComplianceRate?: number | null;
  resolvedTickets: number;
  newTickets: number;
}

/**
 * The chart code (recharts), fetched only when a chart is about to show: ReportsPanel preloads it
 * while its report loads.
 */
export const ComplianceBars = lazyWithPreload(() => import('./ComplianceBars'));

const LEGEND = [
  { colour: 'green', text: '90% or above' },
  { colour: 'yellow', text: '70% or above' },
  { colour: 'red', text: 'Below 70%' },
] as const;

/** Monthly SLA compliance as bars coloured green (90% or above), yellow (70% or above) or red, with the 95% target line. */
export function ComplianceChart({ months }: { months: ChartMonth[] }) {
  const rows: ChartRow[] = months.map((m) => ({
    label: formatMonth(m.month),
    rate: m.slaComplianceRate ?? null,
    resolved: m.resolvedTickets,
    created: m.newTickets,
  }));
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" wrap="wrap" gap="2">
        <Text fontSize="sm" fontWeight="medium">
          Monthly SLA compliance
        </Text>
        <Flex gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
          {LEGEND.map((item) => (
            <Flex key={item.colour} align="center" gap="1">
              <Box w="2.5" h="2.5" rounded="sm" bg={COMPLIANCE_FILL[item.colour]} aria-hidden />
              {item.text}
            </Flex>
          ))}
        </Flex>
      </Flex>
      <Box height="260px" role="img" aria-label="Monthly SLA compliance chart">
        <Suspense fallback={<Skeleton height="100%" />}>
          <ComplianceBars rows={rows} />
        </Suspense>
      </Box>
    </Box>
  );
}
