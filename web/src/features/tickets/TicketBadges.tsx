import { Badge } from '@chakra-ui/react';
import type { SlaState, TicketPriority, TicketStatus } from '../../gql/graphql';
import { PRIORITY_COLORS, PRIORITY_LABELS, SLA_COLORS, SLA_LABELS, STATUS_COLORS, STATUS_LABELS } from './ticketLabels';

export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge colorPalette={PRIORITY_COLORS[priority]} variant="outline">
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}

/** The SLA state; an open ticket whose clock is paused shows "Paused" (it cannot become overdue while it waits). */
export function SlaBadge({ state, pausedAt }: { state: SlaState; pausedAt?: string | null }) {
  if (pausedAt && state === 'ON_TRACK') {
    return (
      <Badge colorPalette="gray" variant="subtle" title="The SLA clock is paused while the ticket waits on someone else">
        SLA paused
      </Badge>
    );
  }
  return (
    <Badge colorPalette={SLA_COLORS[state]} variant={state === 'OVERDUE' ? 'solid' : 'subtle'}>
      {SLA_LABELS[state]}
    </Badge>
  );
}
