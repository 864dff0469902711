import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  MyNotificationPreferencesDocument,
  UpdateNotificationPreferencesDocument,
  type NotificationEvent,
  type NotificationPreferencesFieldsFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

const DEFAULT_EVENTS: Array<{ event: NotificationEvent; inApp: boolean; email: boolean; sms: boolean }> = [
  { event: 'TICKET_ASSIGNED', inApp: true, email: true, sms: false },
  { event: 'TENANT_REPLY', inApp: true, email: false, sms: false },
  { event: 'TASK_ASSIGNED', inApp: true, email: false, sms: false },
  { event: 'MENTION', inApp: true, email: true, sms: false },
  { event: 'SLA', inApp: true, email: true, sms: false },
  { event: 'TASK_REMINDER', inApp: true, email: false, sms: false },
  { event: 'UNASSIGNED_TICKETS', inApp: false, email: false, sms: false },
];

function preferences(overrides: Partial<NotificationPreferencesFieldsFragment> = {}): NotificationPreferencesFieldsFragment {
  return {
    __typename: 'NotificationPreferencesView',
    events: DEFAULT_EVENTS.map((e) => ({ __typename: 'NotificationEventChannels' as const, ...e })),
    mobilePhone: null,
    quietHoursStart: null,
    quietHoursEnd: null,
    timeZone: 'Europe/London',
    digest: false,
    urgentAlertSound: true,
    ...overrides,
  };
}

const loaded = (value = preferences()) => ({
  request: { query: MyNotificationPreferencesDocument },
  result: { data: { myNotificationPreferences: value } },
});

describe('NotificationPreferencesCard', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it('shows a loading state, then every event × channel as a labelled checkbox with the current choices', async () => {
    renderWithProviders(<NotificationPreferencesCard />, { mocks: [loaded()] });
    expect(screen.getByText('Loading notification preferences...')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'E-mail: A ticket is assigned to me' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In-app: A tenant replies on my ticket' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS: I am mentioned in a note' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In-app: SLA warnings on unassigned tickets' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: /^(In-app|E-mail|SMS): / })).toHaveLength(21);
    expect(screen.getByRole('checkbox', { name: 'Play a sound for urgent alerts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Daily digest/ })).not.toBeChecked();
    expect(screen.getByText(/^Times in Europe\/London/)).toBeInTheDocument();
  });

  it('asks for the mobile number once SMS is chosen (marked required), and checks its format', async () => {
    const { user } = renderWithProviders(<NotificationPreferencesCard />, { mocks: [loaded()] });
    const sms = await screen.findByRole('checkbox', { name: 'SMS: SLA warnings and breaches on my tickets' });
    const mobileLabel = () => screen.getByText('Mobile number', { selector: 'label' }).textContent;
    expect(mobileLabel()).not.toMatch(/\*$/);
    // The keyboard: Space on the focused checkbox ticks it.
    sms.focus();
    await user.keyboard(' ');
    expect(sms).toBeChecked();
    await waitFor(() => expect(mobileLabel()).toMatch(/Mobile number\s*\*$/));
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    const mobile = screen.getByLabelText(/^Mobile number/);
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage('Mobile number is required to receive SMS'));
    await user.type(mobile, '0123 456');
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage('Mobile number must be in international format, like +441234567890'));
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it('wants both ends of the quiet hours', async () => {
    const { user } = renderWithProviders(<NotificationPreferencesCard />, { mocks: [loaded()] });
    const start = await screen.findByLabelText('Quiet hours start');
    fireEvent.change(start, { target: { value: '22:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Quiet hours end')).toHaveAccessibleErrorMessage(
        'Quiet hours need an end time (HH:MM) when they have a start',
      ),
    );
  });

  it('saves every choice and says so', async () => {
    const saved = preferences({ mobilePhone: '+441234567890', quietHoursStart: '22:00', quietHoursEnd: '07:00', digest: true });
    const mocks = [
      loaded(),
      {
        request: {
          query: UpdateNotificationPreferencesDocument,
          variables: {
            input: {
              events: DEFAULT_EVENTS.map((e) => (e.event === 'UNASSIGNED_TICKETS' ? { ...e, inApp: true } : e)),
              mobilePhone: '+441234567890',
              quietHoursStart: '22:00',
              quietHoursEnd: '07:00',
              digest: true,
              urgentAlertSound: true,
            },
          },
        },
        result: { data: { updateNotificationPreferences: saved } },
      },
    ];
    const { user } = renderWithProviders(<NotificationPreferencesCard />, { mocks });
    await user.click(await screen.findByRole('checkbox', { name: 'In-app: SLA warnings on unassigned tickets' }));
    await user.type(screen.getByLabelText(/^Mobile number/), ' +441234567890 ');
    fireEvent.change(screen.getByLabelText('Quiet hours start'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Quiet hours end'), { target: { value: '07:00' } });
    await user.click(screen.getByRole('checkbox', { name: /^Daily digest/ }));
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Notification preferences saved'));
    expect(toaster.showError).not.toHaveBeenCalled();
  });

  it("shows the server's message on the field it names", async () => {
    const mocks = [
      loaded(preferences({ mobilePhone: '+441234567890' })),
      {
        request: {
          query: UpdateNotificationPreferencesDocument,
          variables: {
            input: {
              events: DEFAULT_EVENTS,
              mobilePhone: '+441234567891',
              quietHoursStart: null,
              quietHoursEnd: null,
              digest: false,
              urgentAlertSound: true,
            },
          },
        },
        result: {
          errors: [
            new GraphQLError('Mobile number must be in international format, like +441234567890', {
              extensions: { code: 'BAD_USER_INPUT', field: 'mobilePhone' },
            }),
          ],
        },
      },
    ];
    const { user } = renderWithProviders(<NotificationPreferencesCard />, { mocks });
    const mobile = await screen.findByLabelText(/^Mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '+441234567891');
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage('Mobile number must be in international format, like +441234567890'));
    expect(toaster.showError).toHaveBeenCalledWith('Failed to save notification preferences', expect.any(String));
  });
});
