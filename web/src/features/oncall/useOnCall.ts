import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddOnCallShiftDocument,
  OnCallShiftsDocument,
  RemoveOnCallShiftDocument,
  type OnCallShiftFieldsFragment,
  type OnCallShiftInput,
} from '../../gql/graphql';
import { useInputMutation } from '../../lib/useInputMutation';

export type OnCallShift = OnCallShiftFieldsFragment;

/** The weekly rota (anyone signed in), by weekday, start and order; read again when the screen opens, as an admin may have changed it. */
export function useOnCallShifts() {
  const { data, loading, error } = useQuery(OnCallShiftsDocument, { fetchPolicy: 'cache-and-network' });
  return { shifts: data?.onCallShifts ?? null, loading: loading && !data, error };
}

/** Adding and removing a turn on call (admins); the rota is read again after either. */
export function useOnCallShiftActions() {
  const options = { refetchQueries: [OnCallShiftsDocument], awaitRefetchQueries: true };
  const { run: add } = useInputMutation<{ addOnCallShift: OnCallShift }, OnCallShiftInput, 'addOnCallShift'>(
    AddOnCallShiftDocument,
    'addOnCallShift',
    'The shift was not added',
    options,
  );
  const [removeMutation, { loading: removing }] = useMutation(RemoveOnCallShiftDocument, options);
  const remove = useCallback(
    async (id: string): Promise<boolean> => (await removeMutation({ variables: { id } })).data?.removeOnCallShift ?? false,
    [removeMutation],
  );
  return { add, remove, removing };
}
