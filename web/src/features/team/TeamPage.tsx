import { Badge, Box, Button, Dialog, Field, Heading, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { ROLE_LABELS, Role as SharedRole } from '@pmp/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { PendingInvitationFieldsFragment, Role, TeamMemberFieldsFragment } from '../../gql/graphql';
import { formatDateTimeWithYear } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { LoadFailed } from '../../lib/LoadFailed';
import { ModalDialog } from '../../lib/ModalDialog';
import { PageHeader } from '../../lib/PageHeader';
import { showError, showSuccess } from '../../lib/toaster';
import { useAuth } from '../auth/useAuth';
import { InviteDialog } from './InviteDialog';
import { useInvitationActions, usePendingInvitations, useTeamActions, useTeamMembers } from './useTeam';

type Member = TeamMemberFieldsFragment;

const ROLES: readonly Role[] = ['ADMIN', 'AGENT', 'VIEWER'];
const roleLabel = (role: Role) => ROLE_LABELS[role.toLowerCase() as SharedRole];

function openWork(member: Member): string {
  const parts = [
    member.openTickets ? `${member.openTickets} open ticket${member.openTickets === 1 ? '' : 's'}` : '',
    member.openTasks ? `${member.openTasks} open task${member.openTasks === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'None';
}

/** Settings → Team (admins): invitations, roles, deactivation and reactivation, and a leaver's open work handed over. */
export default function TeamPage() {
  const { user } = useAuth();
  const { members, loading, error, refetch } = useTeamMembers();
  const { changeRole, setActive } = useTeamActions();
  const [deactivating, setDeactivating] = useState<Member | null>(null);
  const [inviting, setInviting] = useState(false);

  async function onRole(member: Member, role: Role) {
    try {
      await changeRole(member.id, role);
      showSuccess(`${member.name} is now ${role === 'ADMIN' ? 'an' : 'a'} ${roleLabel(role)}`);
    } catch (e) {
      showError('Could not change the role', errorMessage(e));
    }
  }

  async function onReactivate(member: Member) {
    try {
      await setActive(member.id, true);
      showSuccess(`${member.name} can sign in again`);
    } catch (e) {
      showError('Could not reactivate', errorMessage(e));
    }
  }

  return (
    <>
      <PageHeader
        title="Team"
        actions={
          <Button colorPalette="blue" size="sm" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden /> Invite
          </Button>
        }
      />
      <Text color="fg.muted" mb="4" maxW="3xl">
        Admins keep the team, roles, channels and the knowledge base; agents do the daily work; viewers read everything and change nothing.
        A deactivated person is signed out at once, and their name stays on everything they did.
      </Text>
      {error && !members.length ? (
        <LoadFailed title="Could not load the team" error={error} onRetry={refetch} />
      ) : loading ? (
        <Spinner aria-label="Loading the team" />
      ) : (
        <Box bg="white" borderWidth="1px" rounded="md" overflowX="auto">
          <Table.Root size="sm" aria-label="Team">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                <Table.ColumnHeader>Open work</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((member) => (
                <Table.Row key={member.id} aria-label={member.name}>
                  <Table.Cell>
                    <Text fontWeight="medium">
                      {member.name}
                      {member.id === user?.id ? ' (you)' : ''}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {member.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <NativeSelect.Root size="sm" width="32">
                      <NativeSelect.Field
                        aria-label={`Role of ${member.name}`}
                        value={member.role}
                        onChange={(e) => void onRole(member, e.currentTarget.value as Role)}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {roleLabel(role)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={member.active ? 'green' : 'gray'}>{member.active ? 'Active' : 'Deactivated'}</Badge>
                  </Table.Cell>
                  <Table.Cell>{member.lastSignInAt ? formatDateTimeWithYear(member.lastSignInAt) : 'Never'}</Table.Cell>
                  <Table.Cell>{openWork(member)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {member.active ? (
                      member.id !== user?.id && (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeactivating(member)}>
                          Deactivate
                        </Button>
                      )
                    ) : (
                      <Button size="xs" variant="outline" onClick={() => void onReactivate(member)}>
                        Reactivate
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <PendingInvitations />
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      {deactivating ? (
        <DeactivateDialog
          member={deactivating}
          others={members.filter((m) => m.active && m.id !== deactivating.id)}
          onClose={() => setDeactivating(null)}
        />
      ) : null}
    </>
  );
}

/** The invitations not yet accepted, revoked or replaced: who, with which role, invited by whom, until when; Revoke. */
function PendingInvitations() {
  const { invitations, loading, error, refetch } = usePendingInvitations();
  const { revoke } = useInvitationActions();
  const [revoking, setRevoking] = useState<string | null>(null);

  async function onRevoke(invitation: PendingInvitationFieldsFragment) {
    setRevoking(invitation.id);
    try {
      await revoke(invitation.id);
      showSuccess(`The invitation to ${invitation.email} is revoked`, 'Its link no longer works.');
    } catch (e) {
      showError('Could not revoke the invitation', errorMessage(e));
    } finally {
      setRevoking(null);
    }
  }

  if (loading) return null;
  return (
    <Box as="section" mt="8" aria-labelledby="pending-invitations">
      <Heading as="h2" size="md" fontWeight="semibold" mb="3" id="pending-invitations">
        Pending invitations
      </Heading>
      {error && !invitations.length ? (
        <LoadFailed title="Could not load the invitations" error={error} onRetry={refetch} />
      ) : invitations.length === 0 ? (
        <Text color="fg.muted">No pending invitations. Invite someone to give them an account with a role.</Text>
      ) : (
        <Box bg="white" borderWidth="1px" rounded="md" overflowX="auto">
          <Table.Root size="sm" aria-label="Pending invitations">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Address</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Invited by</Table.ColumnHeader>
                <Table.ColumnHeader>Expires</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invitations.map((invitation) => (
                <Table.Row key={invitation.id} aria-label={invitation.email}>
                  <Table.Cell>{invitation.email}</Table.Cell>
                  <Table.Cell>{roleLabel(invitation.role)}</Table.Cell>
                  <Table.Cell>{invitation.invitedBy ?? 'Unknown'}</Table.Cell>
                  <Table.Cell>
                    {invitation.expired ? <Badge colorPalette="orange">Expired</Badge> : formatDateTimeWithYear(invitation.expiresAt)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={revoking === invitation.id}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                      onClick={() => void onRevoke(invitation)}
                    >
                      Revoke
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

/** Asks before a deactivation, and offers the person's open tickets and tasks to someone else. */
function DeactivateDialog({ member, others, onClose }: { member: Member; others: Member[]; onClose: () => void }) {
  const { setActive, reassign } = useTeamActions();
  const [handTo, setHandTo] = useState('');
  const [busy, setBusy] = useState(false);
  const hasWork = member.openTickets + member.openTasks > 0;

  async function confirm() {
    setBusy(true);
    try {
      await setActive(member.id, false);
      const moved = hasWork && handTo ? await reassign(member.id, handTo) : null;
      const to = others.find((o) => o.id === handTo)?.name;
      showSuccess(
        `${member.name} is deactivated`,
        moved ? `${moved.tickets} ticket(s) and ${moved.tasks} task(s) handed to ${to}` : undefined,
      );
      onClose();
    } catch (e) {
      showError('Could not deactivate', errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <ModalDialog role="alertdialog" onClose={onClose} placement="center">
      <Dialog.Header>
        <Dialog.Title>Deactivate {member.name}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{member.name} is signed out at once and cannot sign in until reactivated. Their name stays on everything they did.</Text>
          {hasWork ? (
            <Field.Root>
              <Field.Label>They have {openWork(member)}. Hand them to</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={handTo} onChange={(e) => setHandTo(e.currentTarget.value)}>
                  <option value="">Nobody: leave them assigned</option>
                  {others.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
          Deactivate
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}
