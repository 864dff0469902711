import { Badge, Box, Button, Card, CloseButton, Dialog, Flex, Heading, HStack, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { CalendarClock, Plus, User } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/errors";
import { ListFooter } from "../../lib/ListFooter";
import {
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  formatDateTime,
  personName,
} from "./taskFormat";
import { TaskForm, type AssigneeOption } from "./TaskForm";
import { TICKET_TASKS_PAGE_SIZE, useTicketTasks, type TaskItem } from "./useTasks";

export interface TicketTasksPanelProps {
  ticketId: string;
  /** Staff for the assignee select; read from the users lookup when not given. */
  assignees?: ReadonlyArray<AssigneeOption>;
  /**
   * When given, the ticket detail owns the Create Task button (SPEC §2: it opens an inline form):
   * the form shows at the top of this panel while `creating` is true. Without it the panel has
   * its own Create Task button and opens the form in a dialog.
   */
  creating?: boolean;
  onCreatingChange?: (creating: boolean) => void;
}

function isOverdue(task: TaskItem): boolean {
  return Boolean(task.dueDate) && (task.status === "PENDING" || task.status === "IN_PROGRESS") && new Date(task.dueDate!) < new Date();
}

function TaskRow({ task, onOpen }: { task: TaskItem; onOpen: () => void }) {
  const overdue = isOverdue(task);
  return (
    <Box
      as="button"
      onClick={onOpen}
      textAlign="start"
      width="full"
      p="3"
      borderWidth="1px"
      borderColor={overdue ? "red.200" : "gray.200"}
      bg={overdue ? "red.50" : "white"}
      rounded="md"
      _hover={{ borderColor: "blue.300", bg: overdue ? "red.100" : "gray.50" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "blue.500" }}
      aria-label={`Edit task ${task.title}`}
      data-testid="task-row"
    >
      <Flex justify="space-between" gap="2" align="flex-start">
        <Text
          fontSize="sm"
          fontWeight="medium"
          lineClamp={2}
          textDecoration={task.status === "COMPLETED" || task.status === "CANCELLED" ? "line-through" : undefined}
        >
          {task.title}
        </Text>
        <Badge size="sm" colorPalette={TASK_STATUS_COLORS[task.status]} flexShrink={0}>
          {TASK_STATUS_LABELS[task.status]}
        </Badge>
      </Flex>
      <HStack gap="3" mt="1.5" fontSize="xs" color="fg.muted" wrap="wrap">
        <Badge size="xs" variant="outline" colorPalette={TASK_PRIORITY_COLORS[task.priority]}>
          {TASK_PRIORITY_LABELS[task.priority]}
        </Badge>
        {task.dueDate ? (
          <HStack gap="1" color={overdue ? "red.600" : undefined}>
            <CalendarClock size={12} aria-hidden />
            <Text>
              {overdue ? "Overdue · " : "Due "}
              {formatDateTime(task.dueDate)}
            </Text>
          </HStack>
        ) : null}
        {task.assignee ? (
          <HStack gap="1">
            <User size={12} aria-hidden />
            <Text truncate maxW="32">
              {personName(task.assignee)}
            </Text>
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}

/**
 * The ticket detail's task list (SPEC §2): click a task to edit it; 'Create Task' opens the form.
 * Polls every 30 s (SPEC §9).
 */
export function TicketTasksPanel({ ticketId, assignees, creating, onCreatingChange }: TicketTasksPanelProps) {
  const controlled = creating !== undefined;
  const [offset, setOffset] = useState(0);
  const { tasks, totalCount, loading, error } = useTicketTasks(ticketId, offset);
  const [editing, setEditing] = useState<TaskItem | null>(null);
  const [creatingInDialog, setCreatingInDialog] = useState(false);
  const dialogOpen = creatingInDialog || editing !== null;
  const closeDialog = () => {
    setCreatingInDialog(false);
    setEditing(null);
  };
  const stopCreatingInline = () => onCreatingChange?.(false);

  return (
    <Card.Root variant="outline" size="sm" bg="white" role="region" aria-label="Tasks">
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h3" size="sm">
            Tasks{totalCount > 0 ? ` (${totalCount})` : ""}
          </Heading>
          {controlled ? null : (
            <Button size="xs" variant="outline" onClick={() => setCreatingInDialog(true)}>
              <Plus size={14} aria-hidden />
              Create Task
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {controlled && creating ? (
            <Box borderWidth="1px" borderColor="blue.200" bg="blue.50/40" rounded="md" p="3" data-testid="inline-task-form">
              <Text fontSize="sm" fontWeight="semibold" mb="3">
                New task
              </Text>
              <TaskForm ticketId={ticketId} assignees={assignees} compact onDone={stopCreatingInline} onCancel={stopCreatingInline} />
            </Box>
          ) : null}
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
                <TaskRow key={task.id} task={task} onOpen={() => setEditing(task)} />
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
        </Stack>
      </Card.Body>

      <Dialog.Root open={dialogOpen} onOpenChange={(e) => (e.open ? undefined : closeDialog())} size="md" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{editing ? "Edit Task" : "Create Task"}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                {dialogOpen ? (
                  <TaskForm
                    key={editing?.id ?? "new"}
                    ticketId={ticketId}
                    task={editing ?? undefined}
                    assignees={assignees}
                    onDone={closeDialog}
                    onCancel={closeDialog}
                  />
                ) : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
