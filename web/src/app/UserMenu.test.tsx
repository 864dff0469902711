import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderWithProviders } from '../test/renderWithProviders';
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

  it("offers disabled Profile and Settings tagged 'Soon', and Sign out", async () => {
    const logout = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<UserMenu />, { auth: { user: makeUser(), logout } });
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: /Profile/ });
    const settings = within(menu).getByRole('menuitem', { name: /Settings/ });
    for (const item of [profile, settings]) {
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(within(item).getByText('Soon')).toBeInTheDocument();
    }
    // Keyboard: the disabled items are skipped, so the first item reached is Sign out.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-highlighted'));
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
