import { Box, Flex, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BarChart3 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { companyToday, formatDate } from '../../lib/dates';
import { useCompanyDefaults } from '../company/useCompany';
import { ComplianceBars, ComplianceChart } from './ComplianceChart';
import { formatHours, formatRate, reportRange, type ReportKind } from './dashboardFormat';
import { useHistoricalMetrics, type HistoricalData } from './useDashboard';
import { DashboardPanel } from './DashboardPanel';

type Period = HistoricalData['current'];

const KIND_LABEL: Record<ReportKind, string> = { month: 'Month', year: 'Year', ytd: 'Year to Date' };
const YEARS_BACK = 5;

function Summary({ label, value, previous }: { label: string; value: string; previous?: string }) {
  return (
    <Stack gap="0.5" role="group" aria-label={label}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold">
        {value}
      </Text>
      {previous !== undefined ? (
        <Text fontSize="xs" color="fg.muted">
          Previous: {previous}
        </Text>
      ) : null}
    </Stack>
  );
}

function summaries(current: Period, previous: Period | null | undefined) {
  return [
    { label: 'New tickets', value: String(current.newTickets), previous: previous ? String(previous.newTickets) : undefined },
    { label: 'Resolved', value: String(current.resolvedTickets), previous: previous ? String(previous.resolvedTickets) : undefined },
    {
      label: 'SLA compliance',
      value: formatRate(current.slaComplianceRate),
      previous: previous ? formatRate(previous.slaComplianceRate) : undefined,
    },
    {
      label: 'Avg response',
      value: formatHours(current.avgResponseTime),
      previous: previous ? formatHours(previous.avgResponseTime) : undefined,
    },
    {
      label: 'Avg resolution',
      value: formatHours(current.avgResolutionTime),
      previous: previous ? formatHours(previous.avgResolutionTime) : undefined,
    },
  ];
}

/** Performance Reports: period selector, month or year picker, summary and monthly chart. */
export function ReportsPanel() {
  const today = companyToday();
  const zone = useCompanyDefaults().defaults?.timeZone;
  const thisYear = Number(today.slice(0, 4));
  const [kind, setKind] = useState<ReportKind>('month');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [year, setYear] = useState(thisYear);
  const range = useMemo(() => reportRange(kind, { month, year }, today), [kind, month, year, today]);
  const { report, loading, error } = useHistoricalMetrics(range);
  const years = Array.from({ length: YEARS_BACK }, (_, i) => thisYear - i);
  const empty = report && report.current.newTickets === 0 && report.current.resolvedTickets === 0;
  // The chart code downloads while the report loads, not after.
  useEffect(() => {
    void ComplianceBars.preload();
  }, []);

  return (
    <DashboardPanel
      titleId="reports-title"
      title="Performance Reports"
      icon={BarChart3}
      description={
        <>
          {formatDate(range.startDate)} to {formatDate(range.endDate)}
          {zone ? ` (${zone})` : ''}
          {range.period === 'COMPARE' ? ', compared with the period before' : ''}
        </>
      }
      actions={
        <Flex gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field aria-label="Report period" value={kind} onChange={(e) => setKind(e.currentTarget.value as ReportKind)}>
              {(Object.keys(KIND_LABEL) as ReportKind[]).map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {kind === 'month' ? (
            <Input
              type="month"
              size="sm"
              width="44"
              aria-label="Report month"
              value={month}
              max={today.slice(0, 7)}
              onChange={(e) => {
                if (/^\d{4}-\d{2}$/.test(e.currentTarget.value)) setMonth(e.currentTarget.value);
              }}
            />
          ) : null}
          {kind === 'year' ? (
            <NativeSelect.Root size="sm" width="28">
              <NativeSelect.Field aria-label="Report year" value={year} onChange={(e) => setYear(Number(e.currentTarget.value))}>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
        </Flex>
      }
    >
      {loading ? (
        <Stack gap="3" aria-label="Loading report">
          <Skeleton height="12" />
          <Skeleton height="56" />
        </Stack>
      ) : error ? (
        <Box py="8" textAlign="center" role="alert">
          <Text fontWeight="medium" color="red.600">
            Failed to load report data
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Please try again later
          </Text>
        </Box>
      ) : !report || empty ? (
        <Text py="8" textAlign="center" color="fg.muted" fontSize="sm">
          No data available for the selected period
        </Text>
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
            {summaries(report.current, report.previous).map((s) => (
              <Summary key={s.label} {...s} />
            ))}
          </SimpleGrid>
          <ComplianceChart months={report.monthlyBreakdown} />
        </Stack>
      )}
    </DashboardPanel>
  );
}
