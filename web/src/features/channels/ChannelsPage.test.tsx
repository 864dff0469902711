import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CHANNELS_MESSAGES } from '@pmp/shared';
import {
  ChannelsOverviewDocument,
  ChannelTemplatesDocument,
  CreateChannelTemplateDocument,
  SendChannelTestDocument,
  type ChannelStatusFieldsFragment,
  type ChannelTemplateFieldsFragment,
  type MailboxFieldsFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import ChannelsPage from './ChannelsPage';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

function channel(overrides: Partial<ChannelStatusFieldsFragment>): ChannelStatusFieldsFragment {
  return {
    __typename: 'ChannelStatus',
    kind: 'SMS',
    label: 'SMS (Twilio)',
    configured: true,
    missing: [],
    details: [],
    webhooks: [],
    lastReceivedAt: null,
    lastSentAt: null,
    lastError: null,
    lastErrorAt: null,
    test: null,
    ...overrides,
  };
}

const CHANNELS = [
  channel({
    kind: 'OUTBOUND_EMAIL',
    label: 'Outgoing e-mail',
    configured: false,
    missing: ['SMTP_URL (the company mail server)'],
    details: ['0 connected agent accounts'],
    test: 'EMAIL',
  }),
  channel({
    kind: 'SMS',
    label: 'SMS (Twilio)',
    details: ['Sends from +447700900001'],
    webhooks: [
      {
        __typename: 'ChannelWebhook',
        label: 'A message comes in',
        path: '/api/webhooks/twilio',
        url: 'https://desk.example.test/api/webhooks/twilio',
        note: 'Signed by Twilio',
      },
    ],
    lastReceivedAt: '2026-11-27T10:00:00.000Z',
    lastSentAt: '2026-11-27T11:00:00.000Z',
    lastError: 'The number is not a valid phone number (Twilio error 21211)',
    lastErrorAt: '2026-11-27T12:00:00.000Z',
    test: 'SMS',
  }),
];

const MAILBOX: MailboxFieldsFragment = {
  __typename: 'Mailbox',
  id: 'm1',
  address: 'support@acme.test',
  host: 'imap.acme.test',
  port: 993,
  tls: 'TLS',
  username: 'support',
  auth: 'PASSWORD',
  userId: null,
  folder: 'INBOX',
  afterRead: 'SEEN',
  moveTo: null,
  firstReadDays: 7,
  enabled: true,
  lastUid: 12,
  lastReceivedAt: '2026-11-27T09:00:00.000Z',
  lastError: 'Authentication failed',
  lastErrorAt: '2026-11-27T09:30:00.000Z',
};

const TEMPLATE: ChannelTemplateFieldsFragment = {
  __typename: 'WhatsAppTemplate',
  id: 't1',
  name: 'Appointment reminder',
  contentSid: 'HX0123456789abcdef0123456789abcdef',
  body: 'Hello {{1}}, we come at {{2}}',
  variables: [
    { __typename: 'TemplateVariable', key: '1', label: 'First name' },
    { __typename: 'TemplateVariable', key: '2', label: 'Time' },
  ],
};

const overview = (mailboxes: MailboxFieldsFragment[] = [MAILBOX]) => ({
  request: { query: ChannelsOverviewDocument },
  result: {
    data: { channelsOverview: { __typename: 'ChannelsOverview', publicUrl: 'https://desk.example.test', channels: CHANNELS }, mailboxes },
  },
  maxUsageCount: 5,
});
const templates = (list: ChannelTemplateFieldsFragment[]) => ({
  request: { query: ChannelTemplatesDocument },
  result: { data: { whatsappTemplates: list } },
  maxUsageCount: 5,
});

describe('ChannelsPage', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it('shows each channel: configured or what is missing, webhook addresses, last traffic and error; mailboxes and templates', async () => {
    renderWithProviders(<ChannelsPage />, { mocks: [overview(), templates([TEMPLATE])] });
    expect(screen.getByLabelText('Loading channels')).toBeInTheDocument();
    const email = await screen.findByTestId('channel-outbound_email');
    expect(within(email).getByText('Not configured')).toBeInTheDocument();
    expect(within(email).getByText('SMTP_URL (the company mail server)')).toBeInTheDocument();
    const sms = screen.getByTestId('channel-sms');
    expect(within(sms).getByText('Configured')).toBeInTheDocument();
    expect(within(sms).getByTestId('webhook-url')).toHaveTextContent('https://desk.example.test/api/webhooks/twilio');
    expect(within(sms).getByRole('button', { name: 'Copy A message comes in' })).toBeInTheDocument();
    expect(within(sms).getByTestId('channel-last-error')).toHaveTextContent('The number is not a valid phone number (Twilio error 21211)');
    // Last received, last sent and the last error's time.
    expect(within(sms).getAllByText(/Nov 2[67], 2026/, { selector: 'dd' })).toHaveLength(3);

    const mailboxes = screen.getByRole('table', { name: 'Mailboxes' });
    expect(within(mailboxes).getByText('support@acme.test')).toBeInTheDocument();
    expect(within(mailboxes).getByText('Error')).toBeInTheDocument();
    expect(within(mailboxes).getByText(/Authentication failed/)).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'WhatsApp templates' });
    expect(within(list).getByText('Appointment reminder')).toBeInTheDocument();
    expect(within(list).getByText('1: First name, 2: Time')).toBeInTheDocument();
  });

  it('Send test: checks the number first, then shows the outcome, the reason when it failed, and the field the server blamed', async () => {
    const sent = {
      request: { query: SendChannelTestDocument, variables: { input: { channel: 'SMS', to: '+447700900777' } } },
      result: {
        data: {
          sendChannelTest: {
            __typename: 'ChannelTestResult',
            channel: 'SMS',
            to: '+447700900777',
            ok: true,
            provider: 'twilio',
            reference: 'SM123',
            error: null,
            sentAt: '2026-11-28T04:00:00.000Z',
          },
        },
      },
    };
    const failed = {
      request: { query: SendChannelTestDocument, variables: { input: { channel: 'SMS', to: '+447700900778' } } },
      result: {
        data: {
          sendChannelTest: {
            ...sent.result.data.sendChannelTest,
            to: '+447700900778',
            ok: false,
            provider: null,
            reference: null,
            error: 'Twilio refused',
          },
        },
      },
    };
    const blamed = {
      request: { query: SendChannelTestDocument, variables: { input: { channel: 'SMS', to: '+447700900779' } } },
      result: {
        errors: [new GraphQLError('Enter the number in international format', { extensions: { code: 'BAD_USER_INPUT', field: 'to' } })],
      },
    };
    const { user } = renderWithProviders(<ChannelsPage />, { mocks: [overview(), templates([]), sent, failed, blamed] });
    const sms = await screen.findByTestId('channel-sms');
    const input = within(sms).getByLabelText('Send a test SMS to');
    await user.type(input, '07700 900777');
    await user.click(within(sms).getByRole('button', { name: 'Send test' }));
    expect(within(sms).getByRole('alert')).toHaveTextContent(CHANNELS_MESSAGES.phoneInvalid);

    await user.clear(input);
    await user.type(input, '+447700900777{Enter}');
    expect(await within(sms).findByTestId('channel-test-outcome')).toHaveTextContent('Sent to +447700900777 through twilio (SM123).');

    await user.clear(input);
    await user.type(input, '+447700900778{Enter}');
    await waitFor(() => expect(within(sms).getByTestId('channel-test-outcome')).toHaveTextContent(CHANNELS_MESSAGES.testFailed));
    expect(within(sms).getByTestId('channel-test-outcome')).toHaveTextContent('Twilio refused');

    await user.clear(input);
    await user.type(input, '+447700900779{Enter}');
    expect(await within(sms).findByText('Enter the number in international format')).toBeInTheDocument();
  });

  it('empty mailboxes and templates say so; Add template saves through the mutation', async () => {
    const input = {
      name: 'Visit',
      contentSid: 'HXabcdefabcdefabcdefabcdefabcdefab',
      body: 'We visit {{1}}',
      variables: [{ key: '1', label: 'Day' }],
    };
    const created = {
      request: { query: CreateChannelTemplateDocument, variables: { input } },
      result: {
        data: {
          createWhatsAppTemplate: {
            __typename: 'WhatsAppTemplate',
            id: 't2',
            ...input,
            variables: [{ __typename: 'TemplateVariable', key: '1', label: 'Day' }],
          },
        },
      },
    };
    const { user } = renderWithProviders(<ChannelsPage />, { mocks: [overview([]), templates([]), created, templates([])] });
    expect(await screen.findByText(/No mailbox is read yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add template' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Visit');
    await user.type(within(dialog).getByLabelText(/^Content SID/), 'HXabc');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText(/Content SID must be HX followed by 32/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Content SID/));
    await user.type(within(dialog).getByLabelText(/^Content SID/), input.contentSid);
    await user.type(within(dialog).getByLabelText(/^Approved text/), 'We visit {{{{1}}');
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    await user.type(within(dialog).getByLabelText('Variable 1 label'), 'Day');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith(CHANNELS_MESSAGES.templateSaved, 'Visit'));
  });

  it('a failed load says so and offers Try again', async () => {
    renderWithProviders(<ChannelsPage />, {
      mocks: [
        { request: { query: ChannelsOverviewDocument }, result: { errors: [new GraphQLError('Database unavailable')] } },
        templates([]),
      ],
    });
    expect(await screen.findByText(CHANNELS_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
