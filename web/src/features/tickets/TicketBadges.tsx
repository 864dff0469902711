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

export function SlaBadge({ state }: { state: SlaState }) {
  return (
    <Badge colorPalette={SLA_COLORS[state]} variant={state === 'OVERDUE' ? 'solid' : 'subtle'}>
      {SLA_LABELS[state]}
    </Badge>
  );
}
