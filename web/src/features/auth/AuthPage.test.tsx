import { screen, waitFor } from '@testing-library/react';
import { fakeAuth, renderWithProviders } from '../../test/renderWithProviders';
import { AuthPage } from './AuthPage';

const config = { companyName: 'Acme Homes', signupOpen: true, signupCodeRequired: false, passwordResetByEmail: true };

describe('AuthPage', () => {
  it('shows the marketing panel and the employees-only note', async () => {
    renderWithProviders(<AuthPage config={config} />, { auth: {} });
    expect(await screen.findByRole('heading', { name: 'Property Maintenance Portal' })).toBeInTheDocument();
    for (const point of ['Property Portfolio', 'Team Coordination', 'Automated Workflows']) {
      expect(screen.getByRole('heading', { name: point })).toBeInTheDocument();
    }
    expect(screen.getByText(/For Acme Homes employees only/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('an empty sign-in form shows the e-mail and password messages and does not sign in', async () => {
    const auth = fakeAuth();
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Valid email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail address', async () => {
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth: {} });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Valid email address is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('signs in with the trimmed e-mail and the password', async () => {
    const login = jest.fn(async () => ({ id: 'u1', email: 'a@b.co' }) as never);
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth: { login } });
    await user.type(screen.getByLabelText('Email'), ' jane@acme.example ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ email: 'jane@acme.example', password: 'correct horse' }));
  });

  it('shows the pending sign-in label on a disabled button', async () => {
    renderWithProviders(<AuthPage config={config} />, { auth: { isLoggingIn: true } });
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });

  it('an empty sign-up form shows a message on every required field and does not register', async () => {
    const auth = fakeAuth();
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Valid email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('shows mismatched passwords on the confirmation field and a short password', async () => {
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth: {} });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveAccessibleErrorMessage("Passwords don't match");
    expect(screen.getByLabelText('Password')).toHaveAccessibleErrorMessage('Password must be at least 8 characters');
  });

  it('registers with the names, e-mail and password, without the confirmation', async () => {
    const register = jest.fn(async () => ({ id: 'u1' }) as never);
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth: { register } });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane.doe@acme.example');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.doe@acme.example',
        password: 'long enough',
      }),
    );
  });

  it('an account that is to confirm its address is told to check its e-mail, and is not signed in', async () => {
    const register = jest.fn(async () => ({ id: 'u2', email: 'new.hire@acme.example', emailVerified: false }) as never);
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth: { register } });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('First name'), 'New');
    await user.type(screen.getByLabelText('Last name'), 'Hire');
    await user.type(screen.getByLabelText('Email'), 'new.hire@acme.example');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(
      screen.getByText(/We have sent a link to new\.hire@acme\.example\. Open it to confirm your address, then sign in\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('asks for the company password only when the server requires it', async () => {
    const first = renderWithProviders(<AuthPage config={config} />, { auth: {} });
    await first.user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Company password')).not.toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(<AuthPage config={{ ...config, signupCodeRequired: true }} />, { auth: {} });
    await second.user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Company password')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Company password')).toHaveAccessibleErrorMessage('Required'));
  });

  it('offers no Sign Up when accounts are by invitation only, and says whom to ask', async () => {
    renderWithProviders(<AuthPage config={{ ...config, signupOpen: false }} />, { auth: {} });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByText(/New accounts are by invitation: ask an administrator to invite you\./)).toBeInTheDocument();
  });

  it('shows the pending sign-up label on a disabled button', async () => {
    const { user } = renderWithProviders(<AuthPage config={config} />, { auth: { isRegistering: true } });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });
});
