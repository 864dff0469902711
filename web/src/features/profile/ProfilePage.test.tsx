import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { UserMenu } from '../../app/UserMenu';
import {
  ChangePasswordDocument,
  CurrentUserDocument,
  RemoveAvatarDocument,
  UpdateProfileDocument,
  type CurrentUserFieldsFragment,
} from '../../gql/graphql';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { AuthProvider } from '../auth/AuthProvider';
import ProfilePage from './ProfilePage';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
// The Notifications section reads its own query; NotificationPreferencesCard.test.tsx covers it.
jest.mock('./NotificationPreferencesCard', () => ({ NotificationPreferencesCard: () => null }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

/** What fetch answers (jsdom has no Response): enough of one for the upload's reading. */
function answer(status: number, body: unknown, statusText = '') {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, json: async () => body, text: async () => text };
}

const saved = (overrides: Partial<CurrentUserFieldsFragment> = {}) => makeUser(overrides);

describe('ProfilePage', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:avatar-preview');
    URL.revokeObjectURL = jest.fn();
  });

  it("shows the person's name and email, and the company's time zone while none is set", async () => {
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Doe');
    expect(screen.getByText('jane.doe@example.com')).toBeInTheDocument();
    const zone = screen.getByLabelText('Time zone');
    expect(zone).toHaveValue('');
    expect(await within(zone).findByRole('option', { name: "Company's time zone (Europe/London)" })).toBeInTheDocument();
    expect(within(zone).getByRole('option', { name: /^London \(GMT/ })).toHaveValue('Europe/London');
  });

  it('saves the name typed and the time zone chosen, and says so', async () => {
    const mocks = [
      {
        request: {
          query: UpdateProfileDocument,
          variables: { input: { firstName: 'Janet', lastName: 'Doe-Smith', timeZone: 'Europe/London' } },
        },
        result: { data: { updateProfile: saved({ firstName: 'Janet', lastName: 'Doe-Smith', timeZone: 'Europe/London' }) } },
      },
    ];
    const { user } = renderWithProviders(<ProfilePage />, { mocks });
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, '  Janet ');
    const last = screen.getByLabelText(/^Last name/);
    await user.clear(last);
    await user.type(last, 'Doe-Smith');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Profile saved'));
    expect(toaster.showError).not.toHaveBeenCalled();
  });

  it('goes back to the browser time zone (null) and saves with Enter from the keyboard', async () => {
    const mocks = [
      {
        request: { query: UpdateProfileDocument, variables: { input: { firstName: 'Jane', lastName: 'Doe', timeZone: null } } },
        result: { data: { updateProfile: saved() } },
      },
    ];
    const { user } = renderWithProviders(<ProfilePage />, { mocks, auth: { user: saved({ timeZone: 'Asia/Tokyo' }) } });
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Asia/Tokyo');
    await user.selectOptions(zone, '');
    await user.click(screen.getByLabelText(/^Last name/));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Profile saved'));
  });

  it('needs a first and a last name before sending, and shows a refusal of the server on its field', async () => {
    const mocks = [
      {
        request: { query: UpdateProfileDocument, variables: { input: { firstName: 'Jane', lastName: 'Doe', timeZone: 'Europe/London' } } },
        result: {
          errors: [new GraphQLError('Choose a time zone from the list', { extensions: { code: 'BAD_USER_INPUT', field: 'timeZone' } })],
        },
      },
    ];
    const { user } = renderWithProviders(<ProfilePage />, { mocks });
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(toaster.showSuccess).not.toHaveBeenCalled();

    await user.type(first, 'Jane');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Choose a time zone from the list')).toBeInTheDocument();
    expect(toaster.showError).toHaveBeenCalledWith('Failed to save profile', 'Choose a time zone from the list');
  });

  it('changes the password: checks the confirmation first, then clears the form and says the other sessions ended', async () => {
    const mocks = [
      {
        request: {
          query: ChangePasswordDocument,
          variables: { input: { currentPassword: 'old-password', newPassword: 'a-new-passphrase' } },
        },
        result: { data: { changePassword: true } },
      },
    ];
    const { user } = renderWithProviders(<ProfilePage />, { mocks });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old-password');
    await user.type(within(form).getByLabelText(/^New password/), 'a-new-passphrase');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'a-new-passfrase');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText("Passwords don't match")).toBeInTheDocument();

    const confirm = within(form).getByLabelText(/^Confirm new password/);
    await user.clear(confirm);
    await user.type(confirm, 'a-new-passphrase{Enter}');
    await waitFor(() =>
      expect(toaster.showSuccess).toHaveBeenCalledWith(
        'Password changed',
        'You are still signed in here; your other sessions have been signed out.',
      ),
    );
    await waitFor(() => expect(within(form).getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('shows a wrong current password on that field', async () => {
    const mocks = [
      {
        request: {
          query: ChangePasswordDocument,
          variables: { input: { currentPassword: 'not-it-at-all', newPassword: 'a-new-passphrase' } },
        },
        result: {
          errors: [new GraphQLError('Current password is incorrect', { extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } })],
        },
      },
    ];
    const { user } = renderWithProviders(<ProfilePage />, { mocks });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'not-it-at-all');
    await user.type(within(form).getByLabelText(/^New password/), 'a-new-passphrase');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'a-new-passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(toaster.showError).toHaveBeenCalledWith('Failed to change password', 'Current password is incorrect');
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it('previews a chosen avatar, refuses a non-image before sending, and uploads on Save Avatar', async () => {
    const { user } = renderWithProviders(<ProfilePage />);
    const picker = await screen.findByLabelText('Choose an avatar image');
    fireEvent.change(picker, { target: { files: [new File(['<html>'], 'me.html', { type: 'text/html' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file');
    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 2MB');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(100)], 'me.png', { type: 'image/png' })] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByAltText('New avatar preview')).toHaveAttribute('src', 'blob:avatar-preview');

    fetchMock.mockResolvedValueOnce(answer(200, { ...saved(), profileImageUrl: `/api/uploads/avatars/${'c'.repeat(32)}.png` }));
    await user.click(screen.getByRole('button', { name: 'Save Avatar' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Avatar updated'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/profile/avatar');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('avatar')).toBeInstanceOf(File);
  });

  it("shows the server's refusal of an upload", async () => {
    const { user } = renderWithProviders(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Choose an avatar image'), {
      target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] },
    });
    fetchMock.mockResolvedValueOnce(answer(400, { message: 'Please select an image file', field: 'avatar' }, 'Bad Request'));
    await user.click(await screen.findByRole('button', { name: 'Save Avatar' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Failed to update avatar', 'Please select an image file'));
  });

  it("shows a new avatar in the header's user button at once", async () => {
    const mocks = [{ request: { query: CurrentUserDocument }, result: { data: { me: saved() } } }];
    const { user } = renderWithProviders(
      <AuthProvider>
        <UserMenu />
        <ProfilePage />
      </AuthProvider>,
      { mocks },
    );
    const button = await screen.findByRole('button', { name: 'User menu for Jane Doe' });
    expect(within(button).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Choose an avatar image'), {
      target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] },
    });
    const avatar = `/api/uploads/avatars/${'e'.repeat(32)}.png`;
    fetchMock.mockResolvedValueOnce(answer(200, { ...saved(), profileImageUrl: avatar }));
    await user.click(await screen.findByRole('button', { name: 'Save Avatar' }));
    await waitFor(() => expect(within(button).getByRole('img', { hidden: true })).toHaveAttribute('src', avatar));
    expect(screen.getByAltText('Avatar of Jane Doe')).toHaveAttribute('src', avatar);
  });

  it('shows the avatar set and removes it', async () => {
    const avatar = `/api/uploads/avatars/${'d'.repeat(32)}.webp`;
    const mocks = [{ request: { query: RemoveAvatarDocument }, result: { data: { removeAvatar: saved() } } }];
    const { user } = renderWithProviders(<ProfilePage />, { mocks, auth: { user: saved({ profileImageUrl: avatar }) } });
    expect(await screen.findByAltText('Avatar of Jane Doe')).toHaveAttribute('src', avatar);
    expect(screen.getByRole('button', { name: 'Change Image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Avatar removed'));
  });
});
