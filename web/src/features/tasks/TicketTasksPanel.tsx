import { Badge, Box, Button, CloseButton, Dialog, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { displayName } from '@pmp/shared';
import { CalendarClock, Plus, User } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { ListFooter } from '../../lib/ListFooter';
import { TASK_PRIORITY_COLORS, TASK_PRIORITY_LABELS, TASK_STATUS_COLORS, TASK_STATUS_LABELS } from './taskFormat';
import { TaskForm, type AssigneeOption } from './TaskForm';
import { TICKET_TASKS_PAGE_SIZE, useTicketTasks, type TaskItem } from './useTasks';
import { ModalDialog } from '../../lib/ModalDialog';
import { useCan } from '../auth/useCan';

interface TicketTasksPanelProps {
  ticketId: string;
  /** Staff for the assignee select (the users lookup); see TaskForm. */
  assignees?: ReadonlyArray<AssigneeOption>;
  /**
   * When given, 'Create Task' calls it (the ticket detail then shows the form inline with its other
   * forms) instead of opening the form in a dialog here. Editing always uses the dialog.
   */
  onCreate?: () => void;
}

function isOverdue(task: TaskItem): boolean {
  return Boolean(task.dueDate) && (task.status === 'PENDING' || task.status === 'IN_PROGRESS') && new Date(task.dueDate!) < new Date();
}

/** A task: a button that opens it for editing, or (without `onOpen`, for a role that reads only) just its summary. */
function TaskRow({ task, onOpen }: { task: TaskItem; onOpen?: () => void }) {
  const overdue = isOverdue(task);
  return (
    <Box
      as={onOpen ? 'button' : 'div'}
      onClick={onOpen}
      textAlign="start"
      width="full"
      p="3"
      borderWidth="1px"
      borderColor={overdue ? 'red.200' : 'gray.200'}
      bg={overdue ? 'red.50' : 'white'}
      rounded="md"
      _hover={onOpen ? { borderColor: 'blue.300', bg: overdue ? 'red.100' : 'gray.50' } : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
      aria-label={onOpen ? `Edit task ${task.title}` : undefined}
      data-testid="task-row"
    >
      <Flex justify="space-between" gap="2" align="flex-start">
        <Text
          fontSize="sm"
          fontWeight="medium"
          lineClamp={2}
          textDecoration={task.status === 'COMPLETED' || task.status === 'CANCELLED' ? 'line-through' : undefined}
        >
          {task.title}
        </Text>
        <Badge size="sm" colorPalette={TASK_STATUS_COLORS[task.status]} flexShrink={0}>
          {TASK_STATUS_LABELS[task.status]}
        </Badge>
      </Flex>
      {/* Whoever cannot open the form reads the description here. */}
      {!onOpen && task.description ? (
        <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap" wordBreak="break-word">
          {task.description}
        </Text>
      ) : null}
      <HStack gap="3" mt="1.5" fontSize="xs" color="fg.muted" wrap="wrap">
        <Badge size="xs" variant="outline" colorPalette={TASK_PRIORITY_COLORS[task.priority]}>
          {TASK_PRIORITY_LABELS[task.priority]}
        </Badge>
        {task.dueDate ? (
          <HStack gap="1" color={overdue ? 'red.600' : undefined}>
            <CalendarClock size={12} aria-hidden />
            <Text>
              {overdue ? 'Overdue · ' : 'Due '}
              {formatDateTime(task.dueDate)}
            </Text>
          </HStack>
        ) : null}
        {task.assignee ? (
          <HStack gap="1">
            <User size={12} aria-hidden />
            <Text truncate maxW="32">
              {displayName(task.assignee)}
            </Text>
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}

/**
 * The ticket detail's task list: click a task to edit it; 'Create Task' opens the form. A role
 * that may not change tasks sees the list only. Polls every 30 s.
 */
export function TicketTasksPanel({ ticketId, assignees, onCreate }: TicketTasksPanelProps) {
  const canWork = useCan('work');
  const [offset, setOffset] = useState(0);
  const { tasks, totalCount, loading, error } = useTicketTasks(ticketId, offset);
  const [editing, setEditing] = useState<TaskItem | null>(null);
  const [creating, setCreating] = useState(false);
  const open = creating || editing !== null;
  const close = () => {
    setCreating(false);
    setEditing(null);
  };

  return (
    <Stack gap="3" aria-label="Tasks" role="region">
      <Flex justify="space-between" align="center">
        <Heading as="h3" size="sm">
          Tasks {totalCount > 0 ? `(${totalCount})` : ''}
        </Heading>
        {canWork ? (
          <Button size="xs" variant="outline" onClick={() => (onCreate ? onCreate() : setCreating(true))}>
            <Plus size={14} aria-hidden />
            Create Task
          </Button>
        ) : null}
      </Flex>
      {loading ? (
        <Flex justify="center" py="4">
          <Spinner size="sm" aria-label="Loading tasks" />
        </Flex>
      ) : error ? (
        <Text fontSize="sm" color="red.600">
          {errorMessage(error)}
        </Text>
      ) : tasks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No tasks yet
        </Text>
      ) : (
        <Stack gap="2">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} onOpen={canWork ? () => setEditing(task) : undefined} />
          ))}
          {totalCount > TICKET_TASKS_PAGE_SIZE ? (
            <ListFooter
              shown={tasks.length}
              total={totalCount}
              offset={offset}
              pageSize={TICKET_TASKS_PAGE_SIZE}
              noun="tasks"
              onOffsetChange={setOffset}
            />
          ) : null}
        </Stack>
      )}

      <ModalDialog open={open} onClose={close} size="md" placement="center">
        <Dialog.Header>
          <Dialog.Title>{editing ? 'Edit Task' : 'Create Task'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body pb="6">
          {open ? (
            <TaskForm
              key={editing?.id ?? 'new'}
              ticketId={ticketId}
              task={editing ?? undefined}
              assignees={assignees}
              onDone={close}
              onCancel={close}
            />
          ) : null}
        </Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" />
        </Dialog.CloseTrigger>
      </ModalDialog>
    </Stack>
  );
}
