import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AddTicketActivityDocument, SendTicketEmailDocument } from '../../gql/graphql';
import { showError, showInfo, showSuccess, showWarning } from '../../lib/toaster';
import { contactOptionsMock, outboundEmail, sendingChannelsMock } from '../../test/factories';
import { answerDiscardQuestion, makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { CallForm, EmailForm, NoteForm } from './TicketActivityForms';

jest.mock('../../lib/toaster', () => ({
  showError: jest.fn(),
  showSuccess: jest.fn(),
  showInfo: jest.fn(),
  showWarning: jest.fn(),
  toaster: { create: jest.fn() },
}));

const requester = { id: 'k1', name: 'Tom Tenant' };
const auth = { user: makeUser({ id: 'u1' }) };

/** The ticket detail's Add Note button and the form it opens, as the detail toggles them. */
function NotePanel({ ticketId = 't1' }: { ticketId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen((o) => !o)}>Add Note</Button>
      {open ? <NoteForm ticketId={ticketId} onDone={() => setOpen(false)} /> : null}
    </>
  );
}
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
          delivery: null,
        },
      },
    },
  };
}

describe('ticket activity forms', () => {
  beforeEach(() => {
    window.localStorage.clear();
    for (const toast of [showError, showSuccess, showInfo, showWarning]) jest.mocked(toast).mockClear();
  });

  it('Add Note: save stays disabled for blank text and sends the trimmed note', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<NoteForm ticketId="t1" onDone={onDone} />, {
      mocks: [added({ ticketId: 't1', type: 'NOTE', content: 'Boiler reset' }, 'NOTE')],
      auth,
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

  it('Add Note: an unsent note is kept per user and ticket until it is saved, and the focus goes back to Add Note', async () => {
    const first = renderWithProviders(<NotePanel />, { auth });
    await first.user.click(screen.getByRole('button', { name: 'Add Note' }));
    await first.user.type(screen.getByLabelText('Note'), 'Tenant away until Monday');
    first.unmount();

    // Back on the ticket: the note is there; another ticket's and another user's are not.
    const other = renderWithProviders(<NotePanel ticketId="t2" />, { auth });
    await other.user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByLabelText('Note')).toHaveValue('');
    other.unmount();
    const colleague = renderWithProviders(<NotePanel />, { auth: { user: makeUser({ id: 'u2' }) } });
    await colleague.user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByLabelText('Note')).toHaveValue('');
    colleague.unmount();

    const { user } = renderWithProviders(<NotePanel />, {
      auth,
      mocks: [added({ ticketId: 't1', type: 'NOTE', content: 'Tenant away until Monday' }, 'NOTE')],
    });
    const addNote = screen.getByRole('button', { name: 'Add Note' });
    await user.click(addNote);
    expect(screen.getByLabelText('Note')).toHaveValue('Tenant away until Monday');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
    await waitFor(() => expect(addNote).toHaveFocus());
    await user.click(addNote);
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('Add Note: Cancel with a note typed asks "Discard changes?"; Discard drops the draft', async () => {
    const { user } = renderWithProviders(<NotePanel />, { auth });
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.type(screen.getByLabelText('Note'), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerDiscardQuestion(user, 'keep');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Note')).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerDiscardQuestion(user, 'discard');
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByLabelText('Note')).toHaveValue('');
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

  it('Send Email: says before anything is typed that e-mail cannot leave, in plain words, and offers no send', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<EmailForm ticketId="t1" onDone={onDone} recipient="tom@tenant.test" />, {
      mocks: [sendingChannelsMock({ canSend: false, reason: 'E-mail is not set up yet: ask an administrator' })],
      auth,
    });
    expect(await screen.findByText('E-mail is not set up yet: ask an administrator')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Email' })).toBeNull();
    expect(screen.queryByLabelText('Subject')).toBeNull();
    // An administrator's matter: no Email Settings link to send the agent round in circles.
    expect(screen.queryByRole('link', { name: 'Open Email Settings' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
    // Sent: its draft is gone.
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('Send Email: a reason the agent can fix links to Email Settings', async () => {
    renderWithProviders(<EmailForm ticketId="t1" onDone={jest.fn()} recipient="tom@tenant.test" />, {
      mocks: [sendingChannelsMock({ canSend: false, reason: 'Email not configured. Please set up your email settings first.' })],
      auth,
    });
    expect(await screen.findByRole('link', { name: 'Open Email Settings' })).toHaveAttribute('href', '/email-settings');
  });

  it.each([
    ['SENT', null, () => expect(showSuccess).toHaveBeenCalledWith('Email sent successfully')],
    [
      'FAILED',
      'The mail server did not accept the email: 550 mailbox unavailable',
      () =>
        expect(showError).toHaveBeenCalledWith('Failed to send email', 'The mail server did not accept the email: 550 mailbox unavailable'),
    ],
    ['PENDING', null, () => expect(showInfo).toHaveBeenCalledWith('Sending...', expect.any(String))],
    [
      'PENDING',
      'The mail server did not accept the email: connection timed out',
      () =>
        expect(showWarning).toHaveBeenCalledWith(
          'Not sent yet',
          'The mail server did not accept the email: connection timed out. It will be tried again shortly.',
        ),
    ],
  ] as const)(
    'Send Email answered %s (%s): the toast says what the provider did, "sent" only when it took the mail',
    async (status, error, check) => {
      const onDone = jest.fn();
      const input = { ticketId: 't1', subject: 'Visit', body: 'We come on Monday' };
      const { user } = renderWithProviders(<EmailForm ticketId="t1" onDone={onDone} recipient="tom@tenant.test" />, {
        mocks: [
          sendingChannelsMock({ canSend: true, reason: null }),
          {
            request: { query: SendTicketEmailDocument, variables: { input } },
            result: {
              data: {
                sendTicketEmail: outboundEmail(status, error),
              },
            },
          },
        ],
        auth,
      });
      const send = await screen.findByRole('button', { name: 'Send Email' });
      expect(screen.getByLabelText('To')).toHaveValue('tom@tenant.test');
      await user.type(screen.getByLabelText('Subject'), 'Visit');
      expect(send).toBeDisabled();
      await user.type(screen.getByLabelText('Message'), 'We come on Monday');
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      // Stored either way: the feed shows it with its state (and Retry when it failed), so the form closes.
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      check();
      if (status !== 'SENT') expect(showSuccess).not.toHaveBeenCalled();
    },
  );
});
