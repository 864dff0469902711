import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useRefetchMounted } from '../../lib/refetch';
import {
  CreateWorkflowOptionDocument,
  CreateWorkflowStepDocument,
  DeleteWorkflowOptionDocument,
  DeleteWorkflowStepDocument,
  ReorderWorkflowStepsDocument,
  UpdateWorkflowOptionDocument,
  UpdateWorkflowStepDocument,
  WorkflowStepsDocument,
  type CreateKnowledgeStepInput,
  type CreateStepOptionInput,
  type UpdateKnowledgeStepInput,
  type UpdateStepOptionInput,
  type WorkflowOptionFieldsFragment,
  type WorkflowStepFieldsFragment,
} from '../../gql/graphql';

export type WorkflowStep = WorkflowStepFieldsFragment;
export type WorkflowOption = WorkflowOptionFieldsFragment;

/** After a change the article's steps are read again (numbers and options move together). */
const REFRESH = [WorkflowStepsDocument];

/** An article's steps in order, each with its options. */
export function useWorkflowSteps(articleId: string | null) {
  const { data, loading, error } = useQuery(WorkflowStepsDocument, {
    variables: { articleId: articleId ?? '' },
    skip: !articleId,
    fetchPolicy: 'cache-and-network',
  });
  return { steps: articleId ? (data?.knowledgeSteps ?? null) : null, loading: loading && !data, error };
}

/** The builder's saves, each answering what the server kept (or throwing its reason). */
export function useWorkflowMutations() {
  const refetchQueries = useRefetchMounted(REFRESH);
  const [createStepMutation] = useMutation(CreateWorkflowStepDocument, { refetchQueries, awaitRefetchQueries: true });
  const [updateStepMutation] = useMutation(UpdateWorkflowStepDocument, { refetchQueries, awaitRefetchQueries: true });
  const [deleteStepMutation] = useMutation(DeleteWorkflowStepDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reorderMutation] = useMutation(ReorderWorkflowStepsDocument, { refetchQueries, awaitRefetchQueries: true });
  const [createOptionMutation] = useMutation(CreateWorkflowOptionDocument, { refetchQueries, awaitRefetchQueries: true });
  const [updateOptionMutation] = useMutation(UpdateWorkflowOptionDocument, { refetchQueries, awaitRefetchQueries: true });
  const [deleteOptionMutation] = useMutation(DeleteWorkflowOptionDocument, { refetchQueries, awaitRefetchQueries: true });

  const createStep = useCallback(
    async (input: CreateKnowledgeStepInput) => required((await createStepMutation({ variables: { input } })).data?.createKnowledgeStep),
    [createStepMutation],
  );
  const updateStep = useCallback(
    async (input: UpdateKnowledgeStepInput) => required((await updateStepMutation({ variables: { input } })).data?.updateKnowledgeStep),
    [updateStepMutation],
  );
  const deleteStep = useCallback(
    async (id: string) => required((await deleteStepMutation({ variables: { input: { id } } })).data?.deleteKnowledgeStep),
    [deleteStepMutation],
  );
  const reorderSteps = useCallback(
    async (articleId: string, orderedIds: string[]) =>
      required((await reorderMutation({ variables: { input: { articleId, orderedIds } } })).data?.reorderKnowledgeSteps),
    [reorderMutation],
  );
  const createOption = useCallback(
    async (input: CreateStepOptionInput) => required((await createOptionMutation({ variables: { input } })).data?.createStepOption),
    [createOptionMutation],
  );
  const updateOption = useCallback(
    async (input: UpdateStepOptionInput) => required((await updateOptionMutation({ variables: { input } })).data?.updateStepOption),
    [updateOptionMutation],
  );
  const deleteOption = useCallback(
    async (id: string) => required((await deleteOptionMutation({ variables: { input: { id } } })).data?.deleteStepOption),
    [deleteOptionMutation],
  );
  return { createStep, updateStep, deleteStep, reorderSteps, createOption, updateOption, deleteOption };
}

export type WorkflowMutations = ReturnType<typeof useWorkflowMutations>;

function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('No answer from the server');
  return value;
}
