import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TaskPriorityValue, TaskStatusValue, byName } from '@pmp/shared';
import { CalendarClock, ListTodo } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ticketDetailPath } from '../../lib/paths';
import type { TaskPriority, TaskStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { TASK_DESCRIPTION_MAX, TICKET_ID_MAX, truncate } from './dashboardFormat';
import type { RecentTaskData } from './useDashboard';
import { DashboardPanel } from './DashboardPanel';

const STATUS_LABELS: Record<TaskStatus, string> = byName(TaskStatusValue, TASK_STATUS_LABELS);
const STATUS_PALETTES: Record<TaskStatus, string> = { PENDING: 'gray', IN_PROGRESS: 'blue', COMPLETED: 'green', CANCELLED: 'gray' };
const PRIORITY_LABELS: Record<TaskPriority, string> = byName(TaskPriorityValue, TASK_PRIORITY_LABELS);
const PRIORITY_PALETTES: Record<TaskPriority, string> = { LOW: 'gray', MEDIUM: 'blue', HIGH: 'orange', URGENT: 'red' };

function TaskRow({ task }: { task: RecentTaskData }) {
  const navigate = useNavigate();
  const status = { label: STATUS_LABELS[task.status], palette: STATUS_PALETTES[task.status] };
  const priority = { label: PRIORITY_LABELS[task.priority], palette: PRIORITY_PALETTES[task.priority] };
  const overdue = task.dueDate ? new Date(task.dueDate).getTime() < Date.now() : false;
  const ticketId = task.ticketId;
  const open = ticketId ? () => navigate(ticketDetailPath(ticketId)) : undefined;
  return (
    <Box
      as={open ? 'button' : 'div'}
      onClick={open}
      textAlign="left"
      width="full"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor="gray.200"
      cursor={open ? 'pointer' : 'default'}
      _hover={open ? { bg: 'gray.50', borderColor: 'gray.300' } : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' }}
      data-testid="recent-task"
    >
      <Flex justify="space-between" gap="2" align="flex-start" wrap="wrap">
        <Text fontWeight="medium" fontSize="sm" lineClamp={2} minW="0">
          {task.title}
        </Text>
        <Flex gap="1" flexShrink={0}>
          <Badge colorPalette={priority.palette} variant="subtle" size="sm">
            {priority.label}
          </Badge>
          <Badge colorPalette={status.palette} variant="outline" size="sm">
            {status.label}
          </Badge>
        </Flex>
      </Flex>
      {task.description ? (
        <Text fontSize="sm" color="fg.muted" mt="1" wordBreak="break-word">
          {truncate(task.description, TASK_DESCRIPTION_MAX)}
        </Text>
      ) : null}
      <Flex gap="4" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
        {task.dueDate ? (
          <Flex align="center" gap="1" color={overdue ? 'red.600' : undefined}>
            <CalendarClock size={12} aria-hidden />
            Due {formatDateTime(task.dueDate)}
          </Flex>
        ) : null}
        {task.ticketId ? (
          <Text title={task.ticketId}>
            Ticket {task.ticketNumber ? `#${task.ticketNumber} · ` : ''}
            {task.ticketId.slice(0, TICKET_ID_MAX)}
          </Text>
        ) : null}
      </Flex>
    </Box>
  );
}

interface RecentTasksPanelProps {
  tasks: RecentTaskData[] | undefined;
  /** Whether any task exists at all: chooses between the two empty states. */
  hasTasks: boolean;
  loading: boolean;
}

/** Recent Tasks: at most five pending or in-progress tasks; clicking one opens its ticket. */
export function RecentTasksPanel({ tasks, hasTasks, loading }: RecentTasksPanelProps) {
  return (
    <DashboardPanel titleId="recent-tasks-title" title="Recent Tasks" icon={ListTodo}>
      {loading ? (
        <Stack gap="2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16" rounded="md" />
          ))}
        </Stack>
      ) : tasks && tasks.length > 0 ? (
        <Stack gap="2">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
          {hasTasks ? 'No tasks available' : 'No tasks yet'}
        </Text>
      )}
    </DashboardPanel>
  );
}
