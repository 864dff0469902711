import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderWithLocation, renderWithProviders } from '../test/renderWithProviders';
import { UserMenu } from './UserMenu';

function trigger() {
  return screen.getByRole('button', { name: /^User menu for / });
}

describe('UserMenu', () => {
  it('renders nothing without a signed-in user', () => {
    renderWithProviders(<UserMenu />, { auth: { user: null } });
    expect(screen.queryByRole('button', { name: /User menu/ })).not.toBeInTheDocument();
  });

  it('shows the profile image when there is one', () => {
    renderWithProviders(<UserMenu />, { auth: { user: makeUser({ profileImageUrl: '/avatars/jane.png' }) } });
    const image = within(trigger()).getByRole('img', { hidden: true });
    expect(image).toHaveAttribute('src', '/avatars/jane.png');
  });

  it('falls back to initials from first and last name', () => {
    renderWithProviders(<UserMenu />, { auth: { user: makeUser() } });
    expect(within(trigger()).getByText('JD')).toBeInTheDocument();
    expect(within(trigger()).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  });

  it("falls back to 'U' without a full name", () => {
    renderWithProviders(<UserMenu />, { auth: { user: makeUser({ firstName: 'Jane', lastName: null }) } });
    expect(within(trigger()).getByText('U')).toBeInTheDocument();
  });

  it('shows the full name and the email', () => {
    renderWithProviders(<UserMenu />, { auth: { user: makeUser() } });
    expect(trigger()).toHaveAccessibleName('User menu for Jane Doe');
    expect(within(trigger()).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(trigger()).getByText('jane.doe@example.com')).toBeInTheDocument();
  });

  it('uses the email as the name without a full name', () => {
    renderWithProviders(<UserMenu />, { auth: { user: makeUser({ firstName: null, lastName: null }) } });
    expect(trigger()).toHaveAccessibleName('User menu for jane.doe@example.com');
  });

  it("uses 'User' without a name or an email", () => {
    renderWithProviders(<UserMenu />, { auth: { user: makeUser({ firstName: null, lastName: null, email: '' }) } });
    expect(trigger()).toHaveAccessibleName('User menu for User');
  });

  it('Profile leads to /profile and Settings to /settings (no "Soon" tags), by mouse and keyboard', async () => {
    const logout = jest.fn(async () => undefined);
    const { user } = renderWithLocation(<UserMenu />, { auth: { user: makeUser(), logout } });
    await user.click(trigger());
    let menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Soon')).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/profile'));

    // Keyboard: Profile, then Settings.
    await user.click(trigger());
    menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/settings'));
    expect(logout).not.toHaveBeenCalled();
  });

  it('signs out from the keyboard, past Profile and Settings', async () => {
    const logout = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<UserMenu />, { auth: { user: makeUser(), logout } });
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    for (const name of ['Profile', 'Settings', 'Sign out']) {
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('data-highlighted'));
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it("reads 'Signing out...' and is disabled while signing out", async () => {
    const { user } = renderWithProviders(<UserMenu />, { auth: { user: makeUser(), isLoggingOut: true } });
    await user.click(trigger());
    const item = await screen.findByRole('menuitem', { name: 'Signing out...' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });
});
