import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ChangeUserRoleDocument,
  InviteUserDocument,
  PendingInvitationsDocument,
  ReassignOpenWorkDocument,
  RevokeInvitationDocument,
  SetUserActiveDocument,
  TeamMembersDocument,
  type Role,
} from '../../gql/graphql';
import { useInputMutation } from '../../lib/useInputMutation';

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

/** Invitations not yet accepted, revoked or replaced (admins): re-read when the screen opens. */
export function usePendingInvitations() {
  const { data, loading, error, refetch } = useQuery(PendingInvitationsDocument, { fetchPolicy: 'cache-and-network' });
  return { invitations: data?.pendingInvitations ?? [], loading: loading && !data, error, refetch };
}

/** Invites an address with a role (answers the link and whether it was e-mailed); withdraws a pending invitation. */
export function useInvitationActions() {
  const options = { refetchQueries: [PendingInvitationsDocument] };
  const { run: invite } = useInputMutation(InviteUserDocument, 'inviteUser', 'Could not invite', options);
  const { run: revokeInput } = useInputMutation(RevokeInvitationDocument, 'revokeInvitation', 'Could not revoke', options);
  const revoke = useCallback((id: string) => revokeInput({ id }), [revokeInput]);
  return { invite, revoke };
}
