import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  DisconnectEmailProviderDocument,
  EmailSettingsDocument,
  StartEmailConnectDocument,
  UpdateEmailSettingsDocument,
  type EmailSettingsFieldsFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import EmailSettingsPage from './EmailSettingsPage';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

function settings(overrides: Partial<EmailSettingsFieldsFragment> = {}): EmailSettingsFieldsFragment {
  return {
    __typename: 'EmailSettings',
    senderEmail: 'desk@acme.test',
    emailSignature: '<p>Kind regards</p>',
    emailEnabled: false,
    connectedEmailProvider: null,
    connectedEmail: null,
    connectionStatus: 'NOT_CONNECTED',
    connectionError: null,
    availableProviders: ['GMAIL', 'OUTLOOK'],
    companyMailServer: true,
    sendingProblem: null,
    ...overrides,
  };
}

const load = (value: EmailSettingsFieldsFragment) => ({
  request: { query: EmailSettingsDocument },
  result: { data: { emailSettings: value } },
});

describe('EmailSettingsPage', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it('shows the status, both Connect buttons, the form with a live sanitized preview, and Getting Started', async () => {
    const { user } = renderWithProviders(<EmailSettingsPage />, { mocks: [load(settings())] });
    expect(screen.getByLabelText('Loading email settings')).toBeInTheDocument();
    expect(await screen.findByTestId('email-connection-status')).toHaveTextContent('Not connected');
    expect(screen.getByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Outlook' })).toBeInTheDocument();
    expect(screen.getByText('Getting Started')).toBeInTheDocument();
    expect(screen.getByLabelText('Sender email')).toHaveValue('desk@acme.test');
    const preview = screen.getByTestId('signature-preview');
    expect(preview.innerHTML).toContain('<p>Kind regards</p>');

    const editor = screen.getByLabelText('Email signature');
    await user.clear(editor);
    fireEvent.change(editor, {
      target: { value: '<b>Ann</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' },
    });
    await waitFor(() => expect(preview.querySelector('b')).toHaveTextContent('Ann'));
    expect(preview.innerHTML).not.toMatch(/script|onerror|javascript:/);
  });

  it('saves the settings: success toast, and the server message when it refuses', async () => {
    const input = { senderEmail: 'team@acme.test', emailSignature: '<p>Kind regards</p>', emailEnabled: true };
    const saved = settings({ ...input });
    const mocks = [
      load(settings()),
      { request: { query: UpdateEmailSettingsDocument, variables: { input } }, result: { data: { updateEmailSettings: saved } } },
      {
        request: { query: UpdateEmailSettingsDocument, variables: { input } },
        result: { errors: [new GraphQLError('Sender email must be a valid email address')] },
      },
    ];
    const { user } = renderWithProviders(<EmailSettingsPage />, { mocks });
    const sender = await screen.findByLabelText('Sender email');
    await user.clear(sender);
    await user.type(sender, 'team@acme.test');
    await user.click(screen.getByRole('checkbox', { name: 'Enable email sending' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Email settings updated successfully'));
    expect(await screen.findByText('Through the company mail server as team@acme.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(toaster.showError).toHaveBeenCalledWith('Failed to update email settings', 'Sender email must be a valid email address'),
    );
  });

  it('checks the sender address before sending', async () => {
    const { user } = renderWithProviders(<EmailSettingsPage />, { mocks: [load(settings())] });
    const sender = await screen.findByLabelText('Sender email');
    await user.clear(sender);
    await user.type(sender, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Sender email must be a valid email address')).toBeInTheDocument();
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it('Connect Gmail opens the 500x600 popup at the provider, and the answer of the popup refreshes the status', async () => {
    const popup = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const connected = settings({ connectedEmailProvider: 'GMAIL', connectedEmail: 'ann@gmail.test', connectionStatus: 'CONNECTED' });
    const mocks = [
      load(settings()),
      {
        request: { query: StartEmailConnectDocument, variables: { input: { provider: 'GMAIL' } } },
        result: { data: { startEmailConnect: { __typename: 'EmailConnectStart', authUrl: 'https://accounts.example/authorize?state=s' } } },
      },
      load(connected),
    ];
    const { user } = renderWithProviders(<EmailSettingsPage />, { mocks });
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    expect(open).toHaveBeenCalledWith('', 'pmp-email-connect', expect.stringMatching(/^popup,width=500,height=600,/));
    await waitFor(() => expect(popup.location.href).toBe('https://accounts.example/authorize?state=s'));

    // A failure reported by the popup: the destructive toast with the reason.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'pmp:email-connect', id: '1', provider: 'gmail', ok: false, error: 'access_denied' },
        }),
      );
    });
    expect(toaster.showError).toHaveBeenCalledWith('Failed to connect Gmail', 'access_denied');
    // Another origin's message is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'pmp:email-connect', id: '2', provider: 'gmail', ok: true },
        }),
      );
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'pmp:email-connect', id: '3', provider: 'gmail', ok: true },
        }),
      );
    });
    expect(await screen.findByText('Gmail · ann@gmail.test')).toBeInTheDocument();
    expect(screen.getByTestId('email-connection-status')).toHaveTextContent('Connected');
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    open.mockRestore();
  });

  it('a blocked popup says so', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<EmailSettingsPage />, { mocks: [load(settings())] });
    await user.click(await screen.findByRole('button', { name: 'Connect Outlook' }));
    expect(toaster.showError).toHaveBeenCalledWith('Failed to connect Outlook', 'Allow pop-ups for this site to sign in to Outlook.');
    open.mockRestore();
  });

  it('Reconnect needed shows the reason and a Reconnect button; Disconnect confirms with a toast', async () => {
    const reconnect = settings({
      connectedEmailProvider: 'OUTLOOK',
      connectedEmail: 'ann@outlook.test',
      connectionStatus: 'RECONNECT_NEEDED',
      connectionError: 'Outlook refused to renew access (invalid_grant: consent revoked)',
      emailEnabled: true,
    });
    const mocks = [
      load(reconnect),
      {
        request: { query: DisconnectEmailProviderDocument },
        result: { data: { disconnectEmailProvider: settings({ emailEnabled: true }) } },
      },
    ];
    const { user } = renderWithProviders(<EmailSettingsPage />, { mocks });
    const card = (await screen.findByTestId('email-connection-status')).closest('[aria-labelledby="email-status-title"]') as HTMLElement;
    expect(within(card).getByTestId('email-connection-status')).toHaveTextContent('Reconnect needed');
    expect(within(card).getByText(/invalid_grant: consent revoked/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Email provider disconnected successfully'));
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
  });

  it('offers Connect only for the accounts the server can connect, and none when it has none', async () => {
    const { unmount } = renderWithProviders(<EmailSettingsPage />, { mocks: [load(settings({ availableProviders: ['OUTLOOK'] }))] });
    expect(await screen.findByRole('button', { name: 'Connect Outlook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Gmail' })).toBeNull();
    unmount();
    renderWithProviders(<EmailSettingsPage />, {
      mocks: [
        load(
          settings({
            availableProviders: [],
            companyMailServer: false,
            sendingProblem: 'E-mail is not set up yet: ask an administrator',
          }),
        ),
      ],
    });
    // With no way for mail to leave, the status says so instead of naming a route that does not exist.
    expect(await screen.findByText('E-mail is not set up yet: ask an administrator')).toBeInTheDocument();
    expect(screen.queryByText(/Through the company mail server/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
  });

  it('switching e-mail on with no way to send: the refusal shows under the switch and in the toast, in plain words', async () => {
    const input = { senderEmail: 'desk@acme.test', emailSignature: '<p>Kind regards</p>', emailEnabled: true };
    const reason = 'E-mail is not set up yet: ask an administrator';
    const none = settings({ availableProviders: [], companyMailServer: false, sendingProblem: reason });
    const mocks = [
      load(none),
      {
        request: { query: UpdateEmailSettingsDocument, variables: { input } },
        result: { errors: [new GraphQLError(reason, { extensions: { code: 'CONFLICT', field: 'emailEnabled' } })] },
      },
    ];
    const { user } = renderWithProviders(<EmailSettingsPage />, { mocks });
    await user.click(await screen.findByRole('checkbox', { name: 'Enable email sending' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Failed to update email settings', reason));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it('a failed load says so and offers to try again', async () => {
    const mocks = [{ request: { query: EmailSettingsDocument }, error: new Error('Network down') }];
    renderWithProviders(<EmailSettingsPage />, { mocks });
    expect(await screen.findByText('Failed to load email settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
