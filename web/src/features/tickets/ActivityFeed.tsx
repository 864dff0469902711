import { Badge, Box, Button, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DELIVERY_LABELS, displayName } from '@pmp/shared';
import {
  ArrowRightLeft,
  CheckSquare,
  FilePlus,
  Mail,
  MessageSquare,
  CirclePause,
  Phone,
  CirclePlay,
  StickyNote,
  UserCheck,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { TicketActivitiesDocument, type ActivityFieldsFragment, type ActivityType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { ListFooter } from '../../lib/ListFooter';
import { formatDateTime } from '../../lib/dates';
import { conversationPath } from '../../lib/paths';
import { useRetryMessage } from '../conversations/useConversations';
import { useCan } from '../auth/useCan';
import { ACTIVITY_PAGE, useTicketActivities } from './useTickets';

const ICONS: Record<ActivityType, typeof StickyNote> = {
  NOTE: StickyNote,
  CALL: Phone,
  EMAIL: Mail,
  CLIENT_UPDATE: UserRound,
  TASK_CREATED: CheckSquare,
  STATUS_CHANGE: ArrowRightLeft,
  COMMENT: MessageSquare,
  ASSIGNMENT: UserCheck,
  TICKET_CREATED: FilePlus,
  SLA_PAUSED: CirclePause,
  SLA_RESUMED: CirclePlay,
};

const TYPE_LABELS: Record<ActivityType, string> = {
  NOTE: 'Note',
  CALL: 'Call',
  EMAIL: 'Email',
  CLIENT_UPDATE: 'Client update',
  TASK_CREATED: 'Task created',
  STATUS_CHANGE: 'Status change',
  COMMENT: 'Comment',
  ASSIGNMENT: 'Assignment',
  TICKET_CREATED: 'Ticket created',
  SLA_PAUSED: 'SLA paused',
  SLA_RESUMED: 'SLA resumed',
};

const DELIVERY_BADGES = {
  PENDING: { label: DELIVERY_LABELS.pending, palette: 'gray' },
  SENT: { label: DELIVERY_LABELS.sent, palette: 'green' },
  DELIVERED: { label: DELIVERY_LABELS.delivered, palette: 'green' },
  UNDELIVERED: { label: DELIVERY_LABELS.undelivered, palette: 'red' },
  FAILED: { label: DELIVERY_LABELS.failed, palette: 'red' },
} as const;
/** A message that did not reach the customer: its reason in red, and Retry. */
const NOT_DELIVERED = new Set(['FAILED', 'UNDELIVERED']);

/**
 * Where an e-mail the desk sent stands: Sending... (with the last attempt's reason while it is
 * retried), Sent, or Not sent with the reason and Retry when `canRetry` (the same e-mail again, never
 * a second one).
 */
function DeliveryState({ delivery, canRetry }: { delivery: NonNullable<ActivityFieldsFragment['delivery']>; canRetry: boolean }) {
  const { retry, retrying } = useRetryMessage(TicketActivitiesDocument);
  const badge = DELIVERY_BADGES[delivery.status as keyof typeof DELIVERY_BADGES] ?? DELIVERY_BADGES.PENDING;
  return (
    <Flex gap="2" align="center" wrap="wrap" mt="1" data-testid="delivery-state">
      <Badge colorPalette={badge.palette} variant="subtle">
        {badge.label}
      </Badge>
      {delivery.error ? (
        <Text fontSize="xs" color={NOT_DELIVERED.has(delivery.status) ? 'red.600' : 'gray.600'}>
          {delivery.error}
        </Text>
      ) : null}
      {canRetry && NOT_DELIVERED.has(delivery.status) ? (
        <Button size="2xs" variant="outline" colorPalette="red" loading={retrying} onClick={() => void retry('email', delivery.messageId)}>
          Retry
        </Button>
      ) : null}
    </Flex>
  );
}

/** The ticket's Activity Feed, newest first, with older entries on demand. */
export function ActivityFeed({ ticketId }: { ticketId: string }) {
  const canWork = useCan('work');
  const [offset, setOffset] = useState(0);
  const { activities, total, loading, error } = useTicketActivities(ticketId, offset);
  if (loading) {
    return (
      <Flex align="center" gap="2" color="gray.500" py="4">
        <Spinner size="sm" /> Loading activity...
      </Flex>
    );
  }
  if (error && activities.length === 0) return <Text color="red.600">{errorMessage(error)}</Text>;
  if (activities.length === 0) return <Text color="gray.500">No activity yet</Text>;
  return (
    <Stack gap="0" as="ol" aria-label="Activity Feed" listStyleType="none">
      {activities.map((activity) => {
        const Icon = ICONS[activity.type];
        return (
          <Flex as="li" key={activity.id} gap="3" py="3" borderBottomWidth="1px" borderColor="gray.100">
            <Box color="gray.500" pt="0.5" flexShrink={0}>
              <Icon size={16} aria-hidden />
            </Box>
            <Box flex="1" minW="0">
              <Flex gap="2" wrap="wrap" align="baseline">
                <Text fontSize="sm" fontWeight="medium">
                  {TYPE_LABELS[activity.type]}
                </Text>
                <Text fontSize="xs" color="gray.500">
                  {activity.user ? displayName(activity.user) : 'System'} · {formatDateTime(activity.createdAt)}
                </Text>
              </Flex>
              <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" color="gray.800">
                {activity.content}
              </Text>
              {activity.delivery ? <DeliveryState delivery={activity.delivery} canRetry={canWork} /> : null}
              {typeof activity.metadata?.conversationId === 'string' ? (
                <Link asChild fontSize="sm" color="blue.600">
                  <RouterLink to={conversationPath(activity.metadata.conversationId)}>Open conversation</RouterLink>
                </Link>
              ) : activity.type === 'EMAIL' && activity.metadata?.delivered === false ? (
                <Text fontSize="xs" color="gray.500">
                  Recorded only (not sent)
                </Text>
              ) : null}
            </Box>
          </Flex>
        );
      })}
      {total > ACTIVITY_PAGE ? (
        <ListFooter
          shown={activities.length}
          total={total}
          offset={offset}
          pageSize={ACTIVITY_PAGE}
          noun="activities"
          onOffsetChange={setOffset}
        />
      ) : null}
    </Stack>
  );
}
