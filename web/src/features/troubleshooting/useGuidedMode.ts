import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  AnswerTroubleshootingStepDocument,
  GuidedStepsDocument,
  PreviousTroubleshootingStepDocument,
  StartTroubleshootingSessionDocument,
  type GuidedSessionFieldsFragment,
  type GuidedStepsQuery,
  type TroubleshootingMoveOutcome,
} from '../../gql/graphql';

export type GuidedStep = GuidedStepsQuery['knowledgeSteps'][number];
export type GuidedSession = GuidedSessionFieldsFragment;

/** An article's workflow: its steps in order, each with its options. */
export function useGuidedSteps(articleId: string) {
  const { data, loading, error } = useQuery(GuidedStepsDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network' });
  return { steps: data?.knowledgeSteps, loading: loading && !data, error };
}

/**
 * The session of a guided walk: started (or resumed) once, then moved by the server, which answers
 * the session as saved and what the move did.
 */
export function useGuidedSession(articleId: string) {
  const [session, setSession] = useState<GuidedSession | null>(null);
  const [startMutation, startState] = useMutation(StartTroubleshootingSessionDocument);
  const [answerMutation, answerState] = useMutation(AnswerTroubleshootingStepDocument);
  const [previousMutation, previousState] = useMutation(PreviousTroubleshootingStepDocument);

  const start = useCallback(async (): Promise<{ session: GuidedSession; resumed: boolean }> => {
    const { data } = await startMutation({ variables: { input: { articleId } } });
    if (!data) throw new Error('Failed to start session');
    setSession(data.startTroubleshootingSession.session);
    return data.startTroubleshootingSession;
  }, [articleId, startMutation]);

  const answer = useCallback(
    async (sessionId: string, optionId: string): Promise<{ session: GuidedSession; outcome: TroubleshootingMoveOutcome }> => {
      const { data } = await answerMutation({ variables: { input: { sessionId, optionId } } });
      if (!data) throw new Error('The answer was not saved');
      setSession(data.answerTroubleshootingStep.session);
      return data.answerTroubleshootingStep;
    },
    [answerMutation],
  );

  const previous = useCallback(
    async (sessionId: string): Promise<GuidedSession> => {
      const { data } = await previousMutation({ variables: { input: { sessionId } } });
      if (!data) throw new Error('The step was not changed');
      setSession(data.previousTroubleshootingStep.session);
      return data.previousTroubleshootingStep.session;
    },
    [previousMutation],
  );

  return {
    session,
    start,
    answer,
    previous,
    starting: startState.loading,
    moving: answerState.loading || previousState.loading,
  };
}
