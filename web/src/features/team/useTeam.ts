import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { ChangeUserRoleDocument, ReassignOpenWorkDocument, SetUserActiveDocument, TeamMembersDocument, type Role } from '../../gql/graphql';

/** Everyone with an account (admins): re-read when the screen opens, as others may have changed it. */
export function useTeamMembers() {
  const { data, loading, error, refetch } = useQuery(TeamMembersDocument, { fetchPolicy: 'cache-and-network' });
  return { members: data?.teamMembers ?? [], loading: loading && !data, error, refetch };
}

/** Role changes, deactivation and reactivation, and handing over open work; each answers the member as it now is. */
export function useTeamActions() {
  const [changeRoleMutation] = useMutation(ChangeUserRoleDocument);
  const [setActiveMutation] = useMutation(SetUserActiveDocument);
  const [reassignMutation] = useMutation(ReassignOpenWorkDocument, { refetchQueries: [TeamMembersDocument] });
  const changeRole = useCallback((userId: string, role: Role) => changeRoleMutation({ variables: { userId, role } }), [changeRoleMutation]);
  const setActive = useCallback(
    (userId: string, active: boolean) => setActiveMutation({ variables: { userId, active } }),
    [setActiveMutation],
  );
  const reassign = useCallback(
    async (fromUserId: string, toUserId: string | null) =>
      (await reassignMutation({ variables: { fromUserId, toUserId } })).data?.reassignOpenWork,
    [reassignMutation],
  );
  return { changeRole, setActive, reassign };
}
