import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  DEFAULT_OVERDUE_REPEAT_MINUTES,
  DEFAULT_REMIND_BEFORE_MINUTES,
  TaskPriorityValue,
  TaskStatusValue,
  displayName,
  namesOf,
} from '@pmp/shared';
import { useMemo } from 'react';
import type { TaskPriority, TaskStatus } from '../../gql/graphql';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/dates';
import { showSaveError } from '../../lib/formErrors';
import { useConfirmDiscard } from '../../lib/DiscardChanges';
import { FormikDiscardGuard, FormikSelectField, FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { showSuccess } from '../../lib/toaster';
import { useAuth } from '../auth/useAuth';
import { OVERDUE_REPEAT_OPTIONS, REMIND_BEFORE_OPTIONS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS } from './taskFormat';
import { taskSchema, type TaskFormValues } from './taskSchema';
import { useCreateTask, useTaskAssignees, useUpdateTask, type TaskItem } from './useTasks';

export interface AssigneeOption {
  id: string;
  name: string;
}

interface TaskFormProps {
  /** The ticket a new task belongs to. */
  ticketId?: string | null;
  /** Editing this task; creating a new one when absent. */
  task?: TaskItem;
  /** Staff to assign to; read from the users lookup when not given. */
  assignees?: ReadonlyArray<AssigneeOption>;
  onDone?: (task: TaskItem) => void;
  onCancel?: () => void;
  /** One column at every width (for a narrow side panel). */
  compact?: boolean;
}

const PRIORITIES: readonly TaskPriority[] = namesOf(TaskPriorityValue);
/** The task form offers pending, in_progress and completed (cancelled only for a task already cancelled). */
const EDITABLE_STATUSES: readonly TaskStatus[] = namesOf(TaskStatusValue).filter((status) => status !== 'CANCELLED');
const FORM_FIELDS = ['title', 'description', 'priority', 'assigneeId', 'dueDate', 'remindBeforeMinutes', 'overdueRepeatMinutes', 'status'];
const UNASSIGNED = '';

/** The reminder settings appear only once a due date is set. */
function ReminderFields({ columns }: { columns: { base: number; sm: number } }) {
  const { values } = useFormikContext<TaskFormValues>();
  if (!values.dueDate) return null;
  return (
    <SimpleGrid columns={columns} gap="4" data-testid="reminder-settings">
      <FormikSelectField name="remindBeforeMinutes" label="Remind me">
        {REMIND_BEFORE_OPTIONS.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </FormikSelectField>
      <FormikSelectField name="overdueRepeatMinutes" label="If overdue, remind">
        {OVERDUE_REPEAT_OPTIONS.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </FormikSelectField>
    </SimpleGrid>
  );
}

function initialValuesFor(task: TaskItem | undefined): TaskFormValues {
  if (!task) {
    // Form defaults (docs/product.md §9): priority high, remind 1 day before, repeat daily when overdue.
    return {
      title: '',
      description: '',
      priority: 'HIGH',
      assigneeId: UNASSIGNED,
      dueDate: '',
      remindBeforeMinutes: String(DEFAULT_REMIND_BEFORE_MINUTES),
      overdueRepeatMinutes: String(DEFAULT_OVERDUE_REPEAT_MINUTES),
      status: 'PENDING',
    };
  }
  return {
    title: task.title,
    description: task.description ?? '',
    priority: task.priority,
    assigneeId: task.assigneeId ?? UNASSIGNED,
    dueDate: task.dueDate ? toDateTimeLocal(task.dueDate) : '',
    remindBeforeMinutes: String(task.remindBeforeMinutes ?? DEFAULT_REMIND_BEFORE_MINUTES),
    overdueRepeatMinutes: String(task.overdueRepeatMinutes ?? DEFAULT_OVERDUE_REPEAT_MINUTES),
    status: task.status,
  };
}

/** Create or edit a task (docs/product.md §4, §5, §9). */
export function TaskForm({ ticketId, task, assignees, onDone, onCancel, compact = false }: TaskFormProps) {
  const columns = compact ? { base: 1, sm: 1 } : { base: 1, sm: 2 };
  const { user } = useAuth();
  const { createTask, loading: creating } = useCreateTask();
  const { updateTask, loading: updating } = useUpdateTask();
  const editing = Boolean(task);
  const staff = useTaskAssignees(Boolean(assignees));
  const initialValues = useMemo(() => initialValuesFor(task), [task]);
  const schema = useMemo(() => taskSchema({ initialDueDate: initialValues.dueDate || undefined }), [initialValues.dueDate]);

  const assigneeOptions = useMemo(() => {
    const options: AssigneeOption[] = [...(assignees ?? staff ?? (user ? [{ id: user.id, name: displayName(user) }] : []))];
    if (task?.assignee && !options.some((o) => o.id === task.assignee!.id)) {
      options.push({ id: task.assignee.id, name: displayName(task.assignee) });
    }
    return options;
  }, [assignees, staff, user, task]);

  async function submit(values: TaskFormValues, helpers: FormikHelpers<TaskFormValues>) {
    const hasDueDate = values.dueDate !== '';
    const dueDateChanged = values.dueDate !== initialValues.dueDate;
    const common = {
      title: values.title.trim(),
      description: values.description.trim() || null,
      priority: values.priority,
      assigneeId: values.assigneeId || null,
    };
    // remindBeforeMinutes and overdueRepeatMinutes are only sent with a due date.
    const reminders = hasDueDate
      ? { remindBeforeMinutes: Number(values.remindBeforeMinutes), overdueRepeatMinutes: Number(values.overdueRepeatMinutes) }
      : {};
    try {
      let saved: TaskItem;
      if (task) {
        saved = await updateTask({
          id: task.id,
          ...common,
          status: values.status,
          // An unchanged due date is not sent again (the input holds minutes only).
          ...(dueDateChanged ? { dueDate: hasDueDate ? fromDateTimeLocal(values.dueDate)!.toISOString() : null } : {}),
          ...reminders,
        });
        showSuccess('Task updated successfully');
      } else {
        saved = await createTask({
          ...common,
          ticketId: ticketId ?? null,
          ...(hasDueDate ? { dueDate: fromDateTimeLocal(values.dueDate)!.toISOString() } : {}),
          ...reminders,
        });
        showSuccess('Task created successfully');
        helpers.resetForm();
      }
      onDone?.(saved);
    } catch (error) {
      showSaveError(error, editing ? 'Failed to update task' : 'Failed to create task', FORM_FIELDS, helpers);
    }
  }

  const confirmDiscard = useConfirmDiscard();
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => {
        const pending = isSubmitting || creating || updating;
        return (
          <Form noValidate aria-label={editing ? 'Edit task' : 'Create task'}>
            <FormikDiscardGuard />
            <Stack gap="4">
              <FormikTextField name="title" label="Title" placeholder="e.g. Call the plumber" size="sm" />
              <FormikTextarea name="description" label="Description" size="sm" rows={3} placeholder="What needs doing?" />
              <SimpleGrid columns={columns} gap="4">
                <FormikSelectField name="priority" label="Priority">
                  {PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {TASK_PRIORITY_LABELS[p]}
                    </option>
                  ))}
                </FormikSelectField>
                <FormikSelectField name="assigneeId" label="Assignee">
                  <option value={UNASSIGNED}>Unassigned</option>
                  {assigneeOptions.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </FormikSelectField>
              </SimpleGrid>
              <SimpleGrid columns={columns} gap="4">
                <FormikTextField name="dueDate" label="Due date" type="datetime-local" size="sm" />
                {editing ? (
                  <FormikSelectField name="status" label="Status">
                    {[...EDITABLE_STATUSES, ...(task?.status === 'CANCELLED' ? (['CANCELLED'] as TaskStatus[]) : [])].map((s) => (
                      <option key={s} value={s}>
                        {TASK_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </FormikSelectField>
                ) : null}
              </SimpleGrid>
              <ReminderFields columns={columns} />
              <HStack justify="flex-end" gap="2">
                {onCancel ? (
                  <Button variant="outline" size="sm" onClick={() => confirmDiscard(onCancel)} disabled={pending}>
                    Cancel
                  </Button>
                ) : null}
                <Button type="submit" colorPalette="blue" size="sm" disabled={pending}>
                  {editing ? (pending ? 'Saving...' : 'Save Task') : pending ? 'Creating...' : 'Create Task'}
                </Button>
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
