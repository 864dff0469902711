import { useMutation, useQuery } from '@apollo/client/react';
import { can, Role } from '@pmp/shared';
import { useCallback, useMemo } from 'react';
import {
  AddOnCallShiftDocument,
  OnCallPeopleDocument,
  OnCallShiftsDocument,
  RemoveOnCallShiftDocument,
  type OnCallShiftFieldsFragment,
} from '../../gql/graphql';
import { useInputMutation } from '../../lib/useInputMutation';

export type OnCallShift = OnCallShiftFieldsFragment;

/** The weekly rota (anyone signed in), by weekday, start and order; read again when the screen opens, as an admin may have changed it. */
export function useOnCallShifts() {
  const { data, loading, error } = useQuery(OnCallShiftsDocument, { fetchPolicy: 'cache-and-network' });
  return { shifts: data?.onCallShifts ?? null, loading: loading && !data, error };
}

const ROLE_OF = { ADMIN: Role.ADMIN, AGENT: Role.AGENT, VIEWER: Role.VIEWER } as const;

/**
 * Whom a shift may be given to: the active staff whose role may work. A viewer would be alerted
 * but could not open the message (that needs 'work'), so the alerts would only go on to the next.
 */
export function useOnCallPeople() {
  const { data, loading } = useQuery(OnCallPeopleDocument);
  const people = useMemo(() => (data?.users.nodes ?? []).filter((person) => can(ROLE_OF[person.role], 'work')), [data]);
  return { people, loading };
}

/** Adding and removing a turn on call (admins); the rota is read again after either. */
export function useOnCallShiftActions() {
  const options = { refetchQueries: [OnCallShiftsDocument], awaitRefetchQueries: true };
  const { run: add } = useInputMutation(AddOnCallShiftDocument, 'addOnCallShift', 'The shift was not added', options);
  const [removeMutation, { loading: removing }] = useMutation(RemoveOnCallShiftDocument, options);
  const remove = useCallback(
    async (id: string): Promise<boolean> => (await removeMutation({ variables: { id } })).data?.removeOnCallShift ?? false,
    [removeMutation],
  );
  return { add, remove, removing };
}
