import { Box, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { displayName } from '@pmp/shared';
import { ArrowRightLeft, CheckSquare, FilePlus, Mail, MessageSquare, Phone, StickyNote, UserCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { ActivityType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { ListFooter } from '../../lib/ListFooter';
import { formatDateTime } from '../../lib/dates';
import { conversationPath } from '../../lib/paths';
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
};

/** The ticket's Activity Feed, newest first, with older entries on demand. */
export function ActivityFeed({ ticketId }: { ticketId: string }) {
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
