import { screen, waitFor } from '@testing-library/react';
import { ComposeEmailSettingsDocument, SendConversationEmailDocument } from '../../gql/graphql';
import { showError, showInfo, showSuccess } from '../../lib/toaster';
import { outboundEmail, sendingChannelsMock } from '../../test/factories';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { ComposeEmailDialog } from './ComposeEmailDialog';

jest.mock('../../lib/toaster', () => ({ showError: jest.fn(), showSuccess: jest.fn(), showInfo: jest.fn(), showWarning: jest.fn() }));

const settingsMock = {
  request: { query: ComposeEmailSettingsDocument },
  result: {
    data: { emailSettings: { __typename: 'EmailSettings' as const, emailEnabled: true, emailSignature: null, senderEmail: null } },
  },
};

describe('ComposeEmailDialog', () => {
  it('says why e-mail cannot leave before anything is typed, and cannot send', async () => {
    const reason = 'Email not configured. Please set up your email settings first.';
    renderWithProviders(<ComposeEmailDialog conversationId="c1" to="tom@tenant.test" defaultSubject="Leak" onClose={jest.fn()} />, {
      mocks: [settingsMock, sendingChannelsMock({ canSend: false, reason })],
      auth: { user: makeUser() },
    });
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Email Settings' })).toHaveAttribute('href', '/email-settings');
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeDisabled();
  });

  it('an e-mail still on its way says Sending..., not sent', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ComposeEmailDialog conversationId="c1" to="tom@tenant.test" defaultSubject="Leak" onClose={onClose} />,
      {
        mocks: [
          settingsMock,
          sendingChannelsMock({ canSend: true, reason: null }),
          {
            request: {
              query: SendConversationEmailDocument,
              variables: { input: { conversationId: 'c1', subject: 'Leak', message: 'We come on Monday' } },
            },
            result: { data: { sendConversationEmail: outboundEmail('PENDING', null) } },
          },
        ],
        auth: { user: makeUser() },
      },
    );
    const message = screen.getByLabelText('Message');
    await waitFor(() => expect(message).toBeEnabled());
    await user.type(message, 'We come on Monday');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(showInfo).toHaveBeenCalledWith('Sending...', expect.any(String));
    expect(showSuccess).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });
});
