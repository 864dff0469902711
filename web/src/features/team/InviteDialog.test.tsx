import { screen, waitFor, within } from '@testing-library/react';
import { ErrorCode } from '@pmp/shared';
import { GraphQLError } from 'graphql';
import { InviteUserDocument, PendingInvitationsDocument, type InviteUserMutation } from '../../gql/graphql';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { InviteDialog } from './InviteDialog';

const LINK = 'https://portal.acme.test/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function sent(overrides: Partial<InviteUserMutation['inviteUser']> = {}): InviteUserMutation['inviteUser'] {
  return {
    __typename: 'InvitationSent',
    link: LINK,
    emailed: true,
    notEmailedReason: null,
    invitation: {
      __typename: 'PendingInvitation',
      id: 'i1',
      email: 'ivy@acme.test',
      role: 'VIEWER',
      invitedBy: 'Ada Admin',
      createdAt: '2026-11-28T09:30:00.000Z',
      expiresAt: '2026-12-05T09:30:00.000Z',
      expired: false,
    },
    ...overrides,
  };
}

const refetched = { request: { query: PendingInvitationsDocument }, result: { data: { pendingInvitations: [] } }, maxUsageCount: 3 };

function renderDialog(answer: object, onClose = jest.fn()) {
  const mocks = [
    { request: { query: InviteUserDocument, variables: { input: { email: 'ivy@acme.test', role: 'VIEWER' } } }, ...answer },
    refetched,
  ];
  const view = renderWithProviders(<InviteDialog onClose={onClose} />, {
    mocks: mocks as never,
    auth: { user: makeUser({ role: 'ADMIN' }) },
  });
  return { ...view, onClose };
}

async function fillAndInvite(user: ReturnType<typeof renderDialog>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
  await user.type(within(dialog).getByLabelText('Email'), ' ivy@acme.test ');
  await user.selectOptions(within(dialog).getByLabelText('Role'), 'Viewer');
  await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
}

describe('InviteDialog', () => {
  it('checks the address before asking the server', async () => {
    const { user } = renderDialog({ result: { data: { inviteUser: sent() } } });
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('AGENT');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Valid email address is required')).toBeInTheDocument();
  });

  it('says the invitation was e-mailed and offers the link to copy', async () => {
    const { user, onClose } = renderDialog({ result: { data: { inviteUser: sent() } } });
    await fillAndInvite(user);
    const ready = await screen.findByRole('dialog', { name: 'Invitation ready' });
    expect(within(ready).getByText('E-mailed to ivy@acme.test, to join as Viewer.')).toBeInTheDocument();
    expect(within(ready).getByLabelText('Invitation link for ivy@acme.test')).toHaveValue(LINK);
    await user.click(within(ready).getByRole('button', { name: 'Copy link' }));
    // user-event's stand-in clipboard holds what was copied.
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
    expect(await within(ready).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says plainly when and why it was not e-mailed, with the link to hand over', async () => {
    const reason = 'It was not e-mailed: no mail server is set up for this site. Copy the link and send it yourself.';
    const { user } = renderDialog({ result: { data: { inviteUser: sent({ emailed: false, notEmailedReason: reason }) } } });
    await fillAndInvite(user);
    const ready = await screen.findByRole('dialog', { name: 'Invitation ready' });
    expect(within(ready).getByText('Not e-mailed')).toBeInTheDocument();
    expect(within(ready).getByText(reason)).toBeInTheDocument();
    expect(within(ready).getByLabelText('Invitation link for ivy@acme.test')).toHaveValue(LINK);
  });

  it("shows the server's refusal of the address on the field", async () => {
    const refusal = 'Only company addresses can be invited: use an address at acme.test.';
    const { user } = renderDialog({
      result: { errors: [new GraphQLError(refusal, { extensions: { code: ErrorCode.BAD_USER_INPUT, field: 'email' } })] },
    });
    await fillAndInvite(user);
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleErrorMessage(refusal));
  });
});
