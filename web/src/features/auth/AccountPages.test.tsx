import { screen, waitFor, within } from '@testing-library/react';
import { ErrorCode } from '@pmp/shared';
import { GraphQLError } from 'graphql';
import {
  AcceptInvitationDocument,
  ConfirmEmailDocument,
  InvitationLinkDocument,
  PasswordResetLinkDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  type InvitationLinkState,
  type PasswordResetLinkState,
} from '../../gql/graphql';
import { makeUser, renderWithLocation } from '../../test/renderWithProviders';
import AccountPages from './AccountPages';
import { AuthPage } from './AuthPage';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

const config = { companyName: 'Acme Homes', signupOpen: true, signupCodeRequired: true, passwordResetByEmail: true };
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

function renderAt(route: string, mocks: object[] = [], options: { resetByEmail?: boolean; signedIn?: boolean } = {}) {
  return renderWithLocation(<AccountPages config={{ ...config, passwordResetByEmail: options.resetByEmail ?? true }} />, {
    route,
    mocks: mocks as never,
    auth: { user: options.signedIn ? makeUser() : null },
  });
}

const resetLink = (state: PasswordResetLinkState, email: string | null = null) => ({
  request: { query: PasswordResetLinkDocument, variables: { token: TOKEN } },
  result: { data: { passwordResetLink: { __typename: 'PasswordResetLink', state, email } } },
});

const invitationLink = (state: InvitationLinkState, invited: { email: string; role: 'AGENT' } | null = null) => ({
  request: { query: InvitationLinkDocument, variables: { token: TOKEN } },
  result: { data: { invitationLink: { __typename: 'InvitationLink', state, email: invited?.email ?? null, role: invited?.role ?? null } } },
});

beforeEach(() => jest.clearAllMocks());

describe('Forgot password', () => {
  it('is linked from the Sign In form', async () => {
    const { user } = renderWithLocation(<AuthPage config={config} />, { auth: { user: null } });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/forgot-password');
  });

  it('e-mails a link to the address typed, and says so without telling whether it has an account', async () => {
    const { user } = renderAt('/forgot-password', [
      {
        request: { query: RequestPasswordResetDocument, variables: { input: { email: 'sam@acme.test' } } },
        result: { data: { requestPasswordReset: true } },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Reset password' });
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByText('Valid email address is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), ' sam@acme.test {Enter}');
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent(
      'If an account exists for sam@acme.test, we have sent it a link to reset the password.',
    );
    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('shows how long to wait when too many links were asked for', async () => {
    const wait = 'Too many password reset requests. Please try again in 15 minutes.';
    const { user } = renderAt('/forgot-password', [
      {
        request: { query: RequestPasswordResetDocument, variables: { input: { email: 'sam@acme.test' } } },
        result: { errors: [new GraphQLError(wait, { extensions: { code: ErrorCode.TOO_MANY_REQUESTS } })] },
      },
    ]);
    await user.type(await screen.findByLabelText('Email'), 'sam@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
  });

  it('says plainly when this server cannot e-mail links, and whom to ask', async () => {
    renderAt('/forgot-password', [], { resetByEmail: false });
    expect(await screen.findByText('Password reset e-mails are not set up here')).toBeInTheDocument();
    expect(screen.getByText(/Ask an administrator of Acme Homes/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });
});

describe('Reset password link', () => {
  it('sets a new password typed twice, signs in and goes to the dashboard', async () => {
    const { user } = renderAt(`/reset-password/${TOKEN}`, [
      resetLink('VALID', 'sam@acme.test'),
      {
        request: { query: ResetPasswordDocument, variables: { input: { token: TOKEN, password: 'a-new-passphrase' } } },
        result: { data: { resetPassword: makeUser({ email: 'sam@acme.test' }) } },
      },
    ]);
    expect(await screen.findByRole('status', { name: 'Checking the link' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    expect(screen.getByText('sam@acme.test')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New password'), 'a-new-passphrase');
    await user.type(within(form).getByLabelText('Confirm new password'), 'something-else');
    await user.click(within(form).getByRole('button', { name: 'Save password and sign in' }));
    expect(await within(form).findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'a-new-passphrase');
    await user.click(within(form).getByRole('button', { name: 'Save password and sign in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(toaster.showSuccess).toHaveBeenCalledWith('Password changed', 'You are signed in. Your other sessions have been signed out.');
  });

  it.each([
    ['EXPIRED', 'This link has expired'],
    ['USED', 'This link was already used'],
    ['REPLACED', 'A newer link was sent'],
    ['UNKNOWN', 'This link is not valid'],
  ] as const)('a %s link says so and offers a new one', async (state, title) => {
    const { user } = renderAt(`/reset-password/${TOKEN}`, [resetLink(state)]);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Send a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('shows the dead page when the link stops working while the form is open', async () => {
    const { user } = renderAt(`/reset-password/${TOKEN}`, [
      resetLink('VALID', 'sam@acme.test'),
      {
        request: { query: ResetPasswordDocument, variables: { input: { token: TOKEN, password: 'a-new-passphrase' } } },
        result: {
          errors: [
            new GraphQLError('This link was already used. Ask for a new one if you need to.', {
              extensions: { code: ErrorCode.BAD_USER_INPUT, field: 'token' },
            }),
          ],
        },
      },
      resetLink('USED'),
    ]);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText('New password'), 'a-new-passphrase');
    await user.type(within(form).getByLabelText('Confirm new password'), 'a-new-passphrase');
    await user.click(within(form).getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeInTheDocument();
  });
});

describe('Invitation link', () => {
  it('shows the address and role; the name and password create the account and sign in', async () => {
    const { user } = renderAt(`/invite/${TOKEN}`, [
      invitationLink('VALID', { email: 'ivy@acme.test', role: 'AGENT' }),
      {
        request: {
          query: AcceptInvitationDocument,
          variables: { input: { token: TOKEN, firstName: 'Ivy', lastName: 'Invitee', password: 'correct-horse' } },
        },
        result: { data: { acceptInvitation: makeUser({ email: 'ivy@acme.test', firstName: 'Ivy', lastName: 'Invitee' }) } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Join Acme Homes' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Create your account' });
    expect(screen.getByText(/You are invited as an Agent, with the address/)).toHaveTextContent('ivy@acme.test');
    // The invitation stands in for the company password.
    expect(within(form).queryByLabelText('Company password')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(2);
    await user.type(within(form).getByLabelText('First name'), ' Ivy ');
    await user.type(within(form).getByLabelText('Last name'), 'Invitee');
    await user.type(within(form).getByLabelText('Password'), 'correct-horse');
    await user.type(within(form).getByLabelText('Confirm password'), 'correct-horse');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(toaster.showSuccess).toHaveBeenCalledWith('Account created!', 'Welcome to the property maintenance system.');
  });

  it.each([
    ['EXPIRED', 'This invitation has expired'],
    ['REVOKED', 'This invitation was withdrawn'],
    ['REPLACED', 'A newer invitation was sent'],
    ['UNKNOWN', 'This invitation link is not valid'],
  ] as const)('a %s invitation says so and to ask an admin', async (state, title) => {
    renderAt(`/invite/${TOKEN}`, [invitationLink(state)]);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Ask an admin of Acme Homes to send you a new invitation.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a used invitation points to Sign In', async () => {
    renderAt(`/invite/${TOKEN}`, [invitationLink('USED')]);
    expect(await screen.findByRole('heading', { name: 'This invitation was already used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
  });

  it('asks someone signed in to sign out first', async () => {
    renderAt(`/invite/${TOKEN}`, [], { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as Jane Doe \(jane.doe@example.com\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe("Confirming a sign-up's address", () => {
  const confirm = (result: object) => ({ request: { query: ConfirmEmailDocument, variables: { input: { token: TOKEN } } }, result });

  it('confirms it as the page opens, once, and sends the person to sign in', async () => {
    const { user } = renderAt(`/verify-email/${TOKEN}`, [confirm({ data: { confirmEmail: 'new.hire@acme.test' } })]);
    expect(await screen.findByRole('heading', { name: 'Your address is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('new.hire@acme.test is confirmed. Sign in with it and your password.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth');
  });

  it('says why a used or expired link does not work', async () => {
    const refused = new GraphQLError('This link has expired or was already used. Sign in to get a new one.', {
      extensions: { code: ErrorCode.BAD_USER_INPUT, field: 'token' },
    });
    renderAt(`/verify-email/${TOKEN}`, [confirm({ errors: [refused] })]);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(refused.message)).toBeInTheDocument();
  });
});
