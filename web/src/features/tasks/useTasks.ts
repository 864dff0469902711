import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  CreateTaskDocument,
  TaskAssigneesDocument,
  TicketTasksDocument,
  UpdateTaskDocument,
  type TaskFieldsFragment,
} from '../../gql/graphql';
import { useInputMutation } from '../../lib/useInputMutation';

export type TaskItem = TaskFieldsFragment;

/** Task lists poll every 30 s. */
export const TASKS_POLL_MS = 30_000;
export const TICKET_TASKS_PAGE_SIZE = 25;

/**
 * After a task changes, every cached task list, the dashboard's recent tasks and the ticket's
 * activity feed (a task_created entry) are read again from the server.
 */
function forgetTaskLists(cache: ApolloCache): void {
  for (const fieldName of ['tasks', 'recentTasks', 'ticketActivities', 'dashboardMetrics']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

/** One page of a ticket's tasks, newest first. */
export function useTicketTasks(ticketId: string, offset = 0) {
  const { data, loading, error } = useQuery(TicketTasksDocument, {
    variables: { ticketId, limit: TICKET_TASKS_PAGE_SIZE, offset },
    pollInterval: TASKS_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  return {
    tasks: data?.tasks.nodes ?? [],
    totalCount: data?.tasks.totalCount ?? 0,
    loading: loading && !data,
    error,
  };
}

export function useCreateTask() {
  const { run: createTask, loading } = useInputMutation(CreateTaskDocument, 'createTask', 'Failed to create task', {
    update: forgetTaskLists,
  });
  return { createTask, loading };
}

export function useUpdateTask() {
  const { run: updateTask, loading } = useInputMutation(UpdateTaskDocument, 'updateTask', 'Failed to update task', {
    update: forgetTaskLists,
  });
  return { updateTask, loading };
}

/** Active staff for the assignee select (the first 100, in name order). */
export function useTaskAssignees(skip = false) {
  const { data } = useQuery(TaskAssigneesDocument, { skip, fetchPolicy: 'cache-first' });
  return data?.users.nodes;
}
