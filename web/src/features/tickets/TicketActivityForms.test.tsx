import { screen, waitFor } from '@testing-library/react';
import { AddTicketActivityDocument, SendTicketEmailDocument } from '../../gql/graphql';
import { showError, showSuccess } from '../../lib/toaster';
import { contactOptionsMock } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CallForm, EmailForm, NoteForm } from './TicketActivityForms';

jest.setTimeout(30000);
jest.mock('../../lib/toaster', () => ({ showError: jest.fn(), showSuccess: jest.fn(), toaster: { create: jest.fn() } }));

const requester = { id: 'k1', name: 'Tom Tenant' };
const contacts = contactOptionsMock(
  [
    { id: 'k1', name: 'Tom Tenant', email: 'tom@tenant.test' },
    { id: 'k2', name: 'Sue Supplier', email: 'sue@supplier.test' },
  ],
  5,
);

function added(input: Record<string, unknown>, type: string) {
  return {
    request: {
      query: AddTicketActivityDocument,
      variables: (variables: { input: Record<string, unknown> }) => {
        const got = variables.input;
        return Object.entries(input).every(([k, v]) => (v instanceof RegExp ? v.test(String(got[k])) : got[k] === v));
      },
    },
    result: {
      data: {
        addTicketActivity: {
          __typename: 'Activity',
          id: 'a1',
          type,
          content: 'x',
          metadata: null,
          createdAt: '2026-11-23T10:00:00.000Z',
          contactId: null,
          user: { __typename: 'User', id: 'u1', firstName: 'A', lastName: 'B', email: 'a@b.test' },
        },
      },
    },
  };
}

describe('ticket activity forms', () => {
  beforeEach(() => {
    jest.mocked(showError).mockClear();
    jest.mocked(showSuccess).mockClear();
  });

  it('Add Note: save stays disabled for blank text and sends the trimmed note', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<NoteForm ticketId="t1" onDone={onDone} />, {
      mocks: [added({ ticketId: 't1', type: 'NOTE', content: 'Boiler reset' }, 'NOTE')],
    });
    const save = screen.getByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Note'), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Note'), 'Boiler reset ');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(showSuccess).toHaveBeenCalledWith('Activity added successfully');
  });

  it('Record Call: needs a contact and a summary; the text names the contact and the date', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<CallForm ticketId="t1" onDone={onDone} requester={requester} />, {
      mocks: [
        contacts,
        added({ ticketId: 't1', type: 'CALL', contactId: 'k2', content: /^Call with Sue Supplier on .+: Parts arrive Friday$/ }, 'CALL'),
      ],
    });
    const save = screen.getByRole('button', { name: 'Save Call' });
    expect(screen.getByLabelText('Contact')).toHaveValue('k1');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Discussion summary'), 'Parts arrive Friday');
    expect(save).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Contact'), '');
    expect(save).toBeDisabled();
    await screen.findByRole('option', { name: 'Sue Supplier' });
    await user.selectOptions(screen.getByLabelText('Contact'), 'k2');
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('Send Email: needs subject and message, sends, and reports a refused send with its reason', async () => {
    const onDone = jest.fn();
    const input = { ticketId: 't1', subject: 'Visit', body: 'We come on Monday' };
    const sent = (status: 'SENT' | 'FAILED', error: string | null) => ({
      request: { query: SendTicketEmailDocument, variables: { input } },
      result: {
        data: {
          sendTicketEmail: {
            __typename: 'ConversationMessage' as const,
            id: 'm1',
            conversationId: 'c1',
            direction: 'OUTBOUND' as const,
            channel: 'EMAIL' as const,
            subject: 'Visit',
            body: 'We come on Monday',
            status,
            error,
            createdAt: '2030-01-01T09:00:00.000Z',
            attachments: [],
          },
        },
      },
    });
    const { user } = renderWithProviders(<EmailForm ticketId="t1" onDone={onDone} recipient="tom@tenant.test" />, {
      mocks: [sent('FAILED', 'Email not configured. Please set up your email settings first.'), sent('SENT', null)],
    });
    expect(screen.getByLabelText('To')).toHaveValue('tom@tenant.test');
    const send = screen.getByRole('button', { name: 'Send Email' });
    await user.type(screen.getByLabelText('Subject'), 'Visit');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'We come on Monday');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Failed to send email', 'Email not configured. Please set up your email settings first.'),
    );
    expect(onDone).not.toHaveBeenCalled();
    await user.click(send);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Email sent successfully'));
    expect(onDone).toHaveBeenCalled();
  });
});
