import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateTaskDocument,
  TaskAssigneesDocument,
  TicketTasksDocument,
  UpdateTaskDocument,
  type CreateTaskInput,
  type TaskFieldsFragment,
  type UpdateTaskInput,
} from '../../gql/graphql';

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
  const [mutate, { loading }] = useMutation(CreateTaskDocument, { update: forgetTaskLists });
  const createTask = useCallback(
    async (input: CreateTaskInput): Promise<TaskItem> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Failed to create task');
      return data.createTask;
    },
    [mutate],
  );
  return { createTask, loading };
}

export function useUpdateTask() {
  const [mutate, { loading }] = useMutation(UpdateTaskDocument, { update: forgetTaskLists });
  const updateTask = useCallback(
    async (input: UpdateTaskInput): Promise<TaskItem> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Failed to update task');
      return data.updateTask;
    },
    [mutate],
  );
  return { updateTask, loading };
}

/** Active staff for the assignee select (the first 100, in name order). */
export function useTaskAssignees(skip = false) {
  const { data } = useQuery(TaskAssigneesDocument, { skip, fetchPolicy: 'cache-first' });
  return data?.users.nodes;
}
