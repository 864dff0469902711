import { Box, Button, ButtonGroup, Flex, Grid, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, BarChart3, CheckCircle2, Clock, Inbox, LifeBuoy, Plus, ShieldCheck, Ticket, Timer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import { useCan } from '../auth/useCan';
import { paths } from '../../lib/paths';
import { companyToday, formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { MetricCard } from './MetricCard';
import { PriorityPanel } from './PriorityPanel';
import { RecentTasksPanel } from './RecentTasksPanel';
import { ReportsPanel } from './ReportsPanel';
import { SLA_TARGET, complianceColour, formatHours, formatRate, reportRange } from './dashboardFormat';
import { useDashboardMetrics, useHistoricalMetrics } from './useDashboard';

type Mode = 'month' | 'ytd';

/** The dashboard ('Support Dashboard'); figures defined in docs/decisions.md (Dashboard). */
export default function DashboardPage() {
  const navigate = useNavigate();
  const canWork = useCan('work');
  const [mode, setMode] = useState<Mode>('month');
  const [showReports, setShowReports] = useState(false);
  const { metrics, recentTasks, loading, error } = useDashboardMetrics();
  const today = companyToday();
  const ytdRange = useMemo(() => ({ ...reportRange('ytd', { month: '', year: 0 }, today), period: 'CURRENT' as const }), [today]);
  const ytd = useHistoricalMetrics(ytdRange, { skip: mode !== 'ytd', poll: true });

  const isYtd = mode === 'ytd';
  const periodLoading = loading || (isYtd && ytd.loading);
  const period = isYtd
    ? ytd.report && {
        created: ytd.report.current.newTickets,
        resolved: ytd.report.current.resolvedTickets,
        compliance: ytd.report.current.slaComplianceRate ?? null,
        response: ytd.report.current.avgResponseTime ?? null,
        resolution: ytd.report.current.avgResolutionTime ?? null,
      }
    : metrics && {
        created: metrics.newThisMonth,
        resolved: metrics.resolvedThisMonth,
        compliance: metrics.slaComplianceRate ?? null,
        response: metrics.avgResponseTime ?? null,
        resolution: metrics.avgResolutionTime ?? null,
      };
  const scope = isYtd ? 'This Year' : 'This Month';
  const failure = error ?? (isYtd ? ytd.error : undefined);
  const compliance = period?.compliance ?? null;
  // Guided sessions that ended resolved without a ticket (docs/decisions.md, "What the guides save").
  const selfHelp = metrics?.selfHelp;
  const selfHelpFigures = selfHelp && {
    resolved: isYtd ? selfHelp.resolvedYearToDate : selfHelp.resolvedThisMonth,
    escalated: isYtd ? selfHelp.escalatedYearToDate : selfHelp.escalatedThisMonth,
    started: isYtd ? selfHelp.startedYearToDate : selfHelp.startedThisMonth,
  };

  return (
    <Box>
      <PageHeader
        title="Support Dashboard"
        actions={
          <Flex gap="2" wrap="wrap">
            <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Metrics period">
              {(['month', 'ytd'] as const).map((m) => (
                <Button
                  key={m}
                  aria-pressed={mode === m}
                  variant={mode === m ? 'solid' : 'outline'}
                  colorPalette={mode === m ? 'blue' : 'gray'}
                  onClick={() => setMode(m)}
                >
                  {m === 'month' ? 'This Month' : 'YTD'}
                </Button>
              ))}
            </ButtonGroup>
            <Button size="sm" variant="outline" onClick={() => setShowReports((s) => !s)} aria-expanded={showReports}>
              <BarChart3 aria-hidden />
              {showReports ? 'Hide Reports' : 'Show Reports'}
            </Button>
            {canWork ? (
              <Button size="sm" colorPalette="blue" onClick={() => navigate(paths.newTicket)}>
                <Plus aria-hidden />
                New Ticket
              </Button>
            ) : null}
          </Flex>
        }
      />

      {failure ? (
        <Box role="alert" mb="4" p="3" rounded="md" bg="red.50" color="red.700" fontSize="sm">
          {errorMessage(failure)}
        </Box>
      ) : null}

      <Stack gap="4">
        {showReports ? <ReportsPanel /> : null}

        <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
          <MetricCard label="Active Tickets" value={metrics?.activeTickets} hint="Not completed" icon={<Ticket />} loading={loading} />
          <MetricCard
            label={`New ${scope}`}
            value={period?.created}
            hint={isYtd ? `Since ${formatDate(ytdRange.startDate)}` : `${metrics?.newToday ?? 0} today`}
            icon={<Inbox />}
            palette="purple"
            loading={periodLoading}
          />
          <MetricCard
            label={`Resolved ${scope}`}
            value={period?.resolved}
            hint={isYtd ? `Since ${formatDate(ytdRange.startDate)}` : `${metrics?.resolvedToday ?? 0} today`}
            icon={<CheckCircle2 />}
            palette="green"
            loading={periodLoading}
          />
          <MetricCard
            label="Overdue SLA"
            value={metrics?.overdueSLA}
            hint="Open past their due time"
            icon={<AlertTriangle />}
            palette={metrics && metrics.overdueSLA > 0 ? 'red' : 'gray'}
            loading={loading}
          />
        </SimpleGrid>

        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          <MetricCard
            label="SLA Compliance"
            value={formatRate(compliance)}
            hint={
              compliance === null
                ? `No tickets resolved ${scope.toLowerCase()}`
                : `${compliance >= SLA_TARGET ? 'Meeting' : 'Below'} the ${SLA_TARGET}% target · ${period?.resolved ?? 0} resolved`
            }
            icon={<ShieldCheck />}
            palette={compliance === null ? 'gray' : complianceColour(compliance)}
            loading={periodLoading}
          >
            <Box position="relative" mt="1">
              <Progress.Root
                value={compliance ?? 0}
                size="sm"
                colorPalette={compliance === null ? 'gray' : complianceColour(compliance)}
                aria-label="SLA compliance against target"
              >
                <Progress.Track rounded="full">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Box
                position="absolute"
                top="-2px"
                bottom="-2px"
                left={`${SLA_TARGET}%`}
                width="2px"
                bg="gray.700"
                title={`Target ${SLA_TARGET}%`}
                aria-hidden
              />
            </Box>
            <Text fontSize="xs" color="fg.muted">
              Target: {SLA_TARGET}%
            </Text>
          </MetricCard>
          <MetricCard
            label="Avg Response Time"
            value={formatHours(period?.response)}
            hint={`To first response, tickets created ${scope.toLowerCase()}`}
            icon={<Clock />}
            palette="cyan"
            loading={periodLoading}
          />
          <MetricCard
            label="Avg Resolution Time"
            value={formatHours(period?.resolution)}
            hint={`Tickets resolved ${scope.toLowerCase()}`}
            icon={<Timer />}
            palette="teal"
            loading={periodLoading}
          />
          <MetricCard
            label="Resolved by self-help"
            value={selfHelpFigures?.resolved}
            hint={
              selfHelpFigures
                ? `Guided sessions ${scope.toLowerCase()}: ${selfHelpFigures.escalated} escalated · ${selfHelpFigures.started} started`
                : undefined
            }
            icon={<LifeBuoy />}
            palette="green"
            loading={loading}
          />
        </SimpleGrid>

        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="start">
          <RecentTasksPanel tasks={recentTasks} hasTasks={metrics?.hasTasks ?? false} loading={loading} />
          <PriorityPanel priorities={metrics?.priorities} loading={loading} />
        </Grid>
      </Stack>
    </Box>
  );
}
