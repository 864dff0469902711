import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  CompanySettingsDocument,
  PublicHolidaysDocument,
  UpdateCompanySettingsDocument,
  type CompanySettingsFieldsFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import CompanySettingsPage from './CompanySettingsPage';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

const target = (priority: 'EMERGENCY' | 'URGENT' | 'IMPORTANT', hours: number, label: string) => ({
  __typename: 'SlaTarget' as const,
  priority,
  hours,
  label,
});

function settings(overrides: Partial<CompanySettingsFieldsFragment> = {}): CompanySettingsFieldsFragment {
  return {
    __typename: 'CompanySettings',
    name: 'Acme Housing',
    emailDomains: ['acme.test'],
    signupMode: 'INVITE',
    emailVerification: 'OFF',
    signupRole: 'AGENT',
    defaultCountry: 'UK',
    defaultLanguage: 'EN',
    slaTargets: [target('EMERGENCY', 24, '24 hours'), target('URGENT', 120, '5 days'), target('IMPORTANT', 240, '10 days')],
    timeZone: 'Europe/London',
    slaPauseStatuses: ['AWAITING_SUPPLIER', 'AWAITING_PARTS'],
    businessHoursPriorities: [],
    businessHours: [1, 2, 3, 4, 5].map((weekday) => ({ __typename: 'BusinessDay' as const, weekday, opens: '08:00', closes: '18:00' })),
    ...overrides,
  };
}

const holidays = {
  request: { query: PublicHolidaysDocument, variables: { from: `${new Date().getFullYear()}-01-01` } },
  result: { data: { publicHolidays: [{ __typename: 'PublicHoliday' as const, day: '2026-12-25', name: 'Christmas Day' }] } },
};
const loaded = [{ request: { query: CompanySettingsDocument }, result: { data: { companySettings: settings() } } }, holidays];

/** Only what was changed is sent. */
const INPUT = { name: 'Harbour Homes', emailDomains: ['acme.test', 'harbour.test'], slaHours: { urgent: 72 } };

/** Waits for the form, then changes the name, adds a domain and sets the urgent target to 72 hours, as a person types. */
async function edit(user: ReturnType<typeof renderWithProviders>['user']) {
  const name = await screen.findByRole('textbox', { name: /^Company name/ });
  await user.clear(name);
  await user.type(name, 'Harbour Homes');
  await user.type(screen.getByRole('textbox', { name: /Company e-mail domains/ }), ', @Harbour.test');
  const urgent = screen.getByRole('spinbutton', { name: /^Urgent \(hours\)/ });
  await user.clear(urgent);
  await user.type(urgent, '72');
}

describe('CompanySettingsPage', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it("keeps a server default the form cannot choose: an admin role for sign-ups shows as the server's setting and is not sent back", async () => {
    const adminDefault = {
      request: { query: CompanySettingsDocument },
      result: { data: { companySettings: settings({ signupRole: 'ADMIN' }) } },
    };
    const saved = settings({ signupRole: 'ADMIN', defaultCountry: 'DE' });
    const { user } = renderWithProviders(<CompanySettingsPage />, {
      mocks: [
        adminDefault,
        holidays,
        {
          request: { query: UpdateCompanySettingsDocument, variables: { input: { defaultCountry: 'DE' } } },
          result: { data: { updateCompanySettings: saved } },
        },
      ],
    });
    const role = await screen.findByRole('combobox', { name: 'Role of a new sign-up' });
    expect(role).toHaveValue('ADMIN');
    expect(within(role).getByRole('option', { name: "Admin (the server's setting)" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default country' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalled());
  });

  it('shows the settings in force, each target as a person reads it', async () => {
    renderWithProviders(<CompanySettingsPage />, { mocks: loaded });
    expect(await screen.findByRole('textbox', { name: /^Company name/ })).toHaveValue('Acme Housing');
    expect(screen.getByRole('textbox', { name: /Company e-mail domains/ })).toHaveValue('acme.test');
    expect(screen.getByRole('combobox', { name: 'Who can sign up' })).toHaveValue('INVITE');
    expect(screen.getByRole('spinbutton', { name: /^Important \(hours\)/ })).toHaveValue(240);
    expect(screen.getByText('= 10 days')).toBeInTheDocument();
  });

  it('saves what was typed (domains lower-cased, without "@"), then shows the saved values', async () => {
    const saved = settings({
      name: 'Harbour Homes',
      emailDomains: ['acme.test', 'harbour.test'],
      slaTargets: [target('EMERGENCY', 24, '24 hours'), target('URGENT', 72, '3 days'), target('IMPORTANT', 240, '10 days')],
    });
    const { user } = renderWithProviders(<CompanySettingsPage />, {
      mocks: [
        ...loaded,
        {
          request: { query: UpdateCompanySettingsDocument, variables: { input: INPUT } },
          result: { data: { updateCompanySettings: saved } },
        },
      ],
    });
    await edit(user);
    expect(screen.getByText('= 3 days')).toBeInTheDocument();
    // Clicked at once after typing.
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Company settings saved', expect.any(String)));
    expect(screen.getByRole('textbox', { name: /Company e-mail domains/ })).toHaveValue('acme.test, harbour.test');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses a malformed domain and a target out of range before sending', async () => {
    const { user } = renderWithProviders(<CompanySettingsPage />, { mocks: loaded });
    await user.type(await screen.findByRole('textbox', { name: /Company e-mail domains/ }), ' not_a_domain');
    const emergency = screen.getByRole('spinbutton', { name: /^Emergency \(hours\)/ });
    await user.clear(emergency);
    await user.type(emergency, '0');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('"not_a_domain" is not a domain: write it as acme.co.uk')).toBeInTheDocument();
    expect(screen.getByText(/Each target must be a whole number of hours from 1 to 8760/)).toBeInTheDocument();
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field it names", async () => {
    const refusal = new GraphQLError('Each target must be a whole number of hours from 1 to 8760', {
      extensions: { code: 'BAD_USER_INPUT', field: 'slaHours.urgent' },
    });
    const { user } = renderWithProviders(<CompanySettingsPage />, {
      mocks: [...loaded, { request: { query: UpdateCompanySettingsDocument, variables: { input: INPUT } }, result: { errors: [refusal] } }],
    });
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('The settings were not saved', refusal.message));
    const urgent = screen.getByRole('spinbutton', { name: /^Urgent \(hours\)/ });
    expect(within(urgent.closest('[role="group"]') ?? document.body).getByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('sets the SLA clock as ticked and typed, and sends only that', async () => {
    const input = {
      slaPauseStatuses: ['AWAITING_SUPPLIER'],
      businessHoursPriorities: ['URGENT'],
      businessHours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' })),
        { weekday: 6, opens: '09:00', closes: '13:00' },
      ],
    };
    const saved = settings({
      slaPauseStatuses: ['AWAITING_SUPPLIER'],
      businessHoursPriorities: ['URGENT'],
      businessHours: input.businessHours.map((d) => ({ __typename: 'BusinessDay' as const, ...d })),
    });
    const { user } = renderWithProviders(<CompanySettingsPage />, {
      mocks: [
        ...loaded,
        { request: { query: UpdateCompanySettingsDocument, variables: { input } }, result: { data: { updateCompanySettings: saved } } },
      ],
    });
    expect(await screen.findByRole('row', { name: /Christmas Day/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Awaiting Parts' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Priorities that count business hours only' })).getByRole('checkbox', { name: 'Urgent' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    const opens = screen.getByLabelText('Saturday opens');
    await user.clear(opens);
    await user.type(opens, '09:00');
    const closes = screen.getByLabelText('Saturday closes');
    await user.clear(closes);
    await user.type(closes, '13:00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Company settings saved', expect.any(String)));
  });

  it('refuses business hours that close before they open, before sending', async () => {
    const { user } = renderWithProviders(<CompanySettingsPage />, { mocks: loaded });
    const closes = await screen.findByLabelText('Tuesday closes');
    await user.clear(closes);
    await user.type(closes, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Tuesday: the end of business hours must come after their start')).toBeInTheDocument();
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });
});
