import { ApolloLink } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { Observable, Subject, of } from 'rxjs';
import type { OpenUrgentAlertFieldsFragment, UrgentIncidentFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { failOnConsole } from '../../test/failOnConsole';
import { makeUser, renderWithLocation } from '../../test/renderWithProviders';
import { UrgentAlertBanner } from './UrgentAlertBanner';

const mockPlay = jest.fn();
const mockSoundChoice = jest.fn();
jest.mock('./useAlertSound', () => ({
  useAlertSound: (enabled: boolean) => {
    mockSoundChoice(enabled);
    return mockPlay;
  },
}));
jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));

failOnConsole();

function alert(messageId: string, overrides: Partial<OpenUrgentAlertFieldsFragment> = {}): OpenUrgentAlertFieldsFragment {
  return {
    __typename: 'OpenUrgentAlert',
    messageId,
    conversationId: `c-${messageId}`,
    ticketId: null,
    channel: 'SMS',
    from: 'Aisha Khan',
    reason: 'a smell of gas',
    excerpt: 'I can smell gas in the kitchen',
    raisedAt: '2030-01-15T02:10:00.000Z',
    ...overrides,
  };
}

function acknowledged(messageId: string): UrgentIncidentFieldsFragment {
  return {
    __typename: 'UrgentIncident',
    messageId,
    reason: 'a smell of gas',
    raisedAt: '2030-01-15T02:10:00.000Z',
    acknowledgedAt: '2030-01-15T02:12:00.000Z',
    acknowledgedByName: 'Jane Doe',
    nextAlertAt: null,
    alerts: [],
  };
}

/**
 * Answers the banner's reads as the api would: the open alerts at start, each list pushed by the
 * test (`push`), and the acknowledgements (recorded in `acknowledgements`).
 */
function urgentApi(initial: OpenUrgentAlertFieldsFragment[], urgentAlertSound = true) {
  const pushes = new Subject<ApolloLink.Result>();
  const acknowledgements: string[] = [];
  const link = new ApolloLink((operation) => {
    switch (operation.operationName) {
      case 'MyUrgentAlerts':
        return of({ data: { myUrgentAlerts: initial } });
      case 'MyUrgentAlertsChanged':
        return pushes.asObservable();
      case 'MyNotificationPreferences':
        return of({
          data: {
            myNotificationPreferences: {
              __typename: 'NotificationPreferencesView',
              events: [],
              mobilePhone: null,
              quietHoursStart: null,
              quietHoursEnd: null,
              timeZone: 'Europe/London',
              digest: false,
              urgentAlertSound,
            },
          },
        });
      case 'AcknowledgeUrgentMessage': {
        const messageId = String(operation.variables.messageId);
        acknowledgements.push(messageId);
        return of({ data: { acknowledgeUrgentMessage: acknowledged(messageId) } });
      }
      default:
        return new Observable<ApolloLink.Result>((observer) => observer.error(new Error(`unexpected ${operation.operationName}`)));
    }
  });
  return {
    link,
    acknowledgements,
    listening: () => pushes.observed,
    push: (alerts: OpenUrgentAlertFieldsFragment[]) => pushes.next({ data: { myUrgentAlertsChanged: alerts } }),
  };
}

function renderBanner(api: ReturnType<typeof urgentApi>, role: 'AGENT' | 'VIEWER' = 'AGENT') {
  return renderWithLocation(<UrgentAlertBanner sound />, { link: api.link, auth: { user: makeUser({ role }) } });
}

const region = () => screen.getByRole('alert', { name: 'Urgent alerts' });

describe('UrgentAlertBanner', () => {
  beforeEach(() => {
    mockPlay.mockClear();
    mockSoundChoice.mockClear();
  });

  it('shows each open alert: the reason, who wrote by what and when, and their words', async () => {
    const api = urgentApi([
      alert('m1'),
      alert('m2', { channel: 'EMAIL', from: 'Ben Ode', reason: 'water through a ceiling', excerpt: 'Water everywhere' }),
    ]);
    renderBanner(api);
    const rows = await within(region()).findAllByTestId('urgent-alert');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(`Urgent: a smell of gas — Aisha Khan by SMS, ${formatDateTime('2030-01-15T02:10:00.000Z')}`);
    expect(rows[0]).toHaveTextContent('“I can smell gas in the kitchen”');
    expect(rows[1]).toHaveTextContent(`Urgent: water through a ceiling — Ben Ode by e-mail, ${formatDateTime('2030-01-15T02:10:00.000Z')}`);
    expect(
      within(rows[1]!).getByRole('button', { name: 'Open the urgent message from Ben Ode: water through a ceiling' }),
    ).toBeInTheDocument();
    // The sound is on as the caller says.
    expect(mockSoundChoice).toHaveBeenCalledWith(true);
  });

  it('is empty when nothing is open', async () => {
    const api = urgentApi([]);
    renderBanner(api);
    await waitFor(() => expect(api.listening()).toBe(true));
    expect(within(region()).queryByTestId('urgent-alert')).not.toBeInTheDocument();
    expect(mockPlay).not.toHaveBeenCalled();
  });

  it('Open acknowledges the message, closes the alert and shows its conversation', async () => {
    const api = urgentApi([alert('m1')]);
    const { user } = renderBanner(api);
    await user.click(await screen.findByRole('button', { name: /^Open the urgent message from Aisha Khan/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/conversations?conversation=c-m1'));
    expect(api.acknowledgements).toEqual(['m1']);
    expect(within(region()).queryByTestId('urgent-alert')).not.toBeInTheDocument();
  });

  it("only shows a viewer the conversation: their role cannot open (acknowledge) it, so the others' alerts go on", async () => {
    const api = urgentApi([alert('m1')]);
    const { user } = renderBanner(api, 'VIEWER');
    await user.click(await screen.findByRole('button', { name: /^Open the urgent message from Aisha Khan/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/conversations?conversation=c-m1'));
    expect(api.acknowledgements).toEqual([]);
    expect(within(region()).getByTestId('urgent-alert')).toBeInTheDocument();
  });

  it('plays the sound for each alert not shown before: those open at start and those pushed live, not again for one already shown', async () => {
    const api = urgentApi([alert('m1')]);
    renderBanner(api);
    expect(await within(region()).findByTestId('urgent-alert')).toBeInTheDocument();
    expect(mockPlay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.listening()).toBe(true));

    // A new alert raised to this person arrives with the one still open.
    api.push([alert('m2', { from: 'Ben Ode' }), alert('m1')]);
    expect(await within(region()).findByText(/Ben Ode by SMS/)).toBeInTheDocument();
    expect(mockPlay).toHaveBeenCalledTimes(2);

    // Someone opened the first: the list shrinks, nothing plays.
    api.push([alert('m2', { from: 'Ben Ode' })]);
    await waitFor(() => expect(within(region()).getAllByTestId('urgent-alert')).toHaveLength(1));
    expect(mockPlay).toHaveBeenCalledTimes(2);
  });

  it("follows the person's choice of sound, read once there is an alert", async () => {
    const quiet = urgentApi([alert('m1')], false);
    const { unmount } = renderWithLocation(<UrgentAlertBanner />, { link: quiet.link, auth: { user: makeUser() } });
    expect(await within(region()).findByTestId('urgent-alert')).toBeInTheDocument();
    await waitFor(() => expect(mockSoundChoice).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(mockPlay).toHaveBeenCalledTimes(1));
    unmount();
  });
});
