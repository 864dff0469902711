import type { MockLink } from '@apollo/client/testing';
import { ON_CALL_MESSAGES } from '@pmp/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  AddOnCallShiftDocument,
  OnCallPeopleDocument,
  OnCallShiftsDocument,
  RemoveOnCallShiftDocument,
  type OnCallShiftFieldsFragment,
} from '../../gql/graphql';
import { failOnConsole } from '../../test/failOnConsole';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import OnCallPage from './OnCallPage';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

failOnConsole();

const admin = { user: makeUser({ role: 'ADMIN' }) };
const agent = { user: makeUser({ role: 'AGENT' }) };

function shift(id: string, overrides: Partial<OnCallShiftFieldsFragment> = {}): OnCallShiftFieldsFragment {
  return {
    __typename: 'OnCallShift',
    id,
    userId: 'u2',
    userName: 'Ada Lovelace',
    weekday: 1,
    startsAt: '18:00',
    endsAt: '08:00',
    position: 1,
    ...overrides,
  };
}

const rota = (shifts: OnCallShiftFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: OnCallShiftsDocument },
  result: { data: { onCallShifts: shifts } },
});

/** The active staff: a viewer among them is not offered (their role cannot open an urgent message). */
const team: MockLink.MockedResponse = {
  request: { query: OnCallPeopleDocument },
  result: {
    data: {
      users: {
        __typename: 'UserConnection',
        nodes: [
          { __typename: 'User', id: 'u2', name: 'Ada Lovelace', role: 'ADMIN' },
          { __typename: 'User', id: 'u3', name: 'Bob Builder', role: 'AGENT' },
          { __typename: 'User', id: 'u4', name: 'Vic Viewer', role: 'VIEWER' },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

/** Fills the add form: Bob Builder on Friday, 22:00 to 06:00, second in order. */
async function fillShift(user: ReturnType<typeof renderWithProviders>['user']) {
  const person = await screen.findByRole('combobox', { name: /^Person/ });
  await waitFor(() => expect(within(person).getByRole('option', { name: 'Bob Builder' })).toBeInTheDocument());
  await user.selectOptions(person, 'Bob Builder');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Day/ }), 'Friday');
  const from = screen.getByLabelText(/^From/);
  await user.clear(from);
  await user.type(from, '22:00');
  const to = screen.getByLabelText(/^To/);
  await user.clear(to);
  await user.type(to, '06:00');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Order/ }), '2');
}

const BOBS_SHIFT = { userId: 'u3', weekday: 5, startsAt: '22:00', endsAt: '06:00', position: 2 };

describe('OnCallPage', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it('shows the rota to everyone: day, hours (into the next day), person and order, and how alerts work', async () => {
    renderWithProviders(<OnCallPage />, {
      auth: agent,
      mocks: [rota([shift('s1'), shift('s2', { weekday: 6, startsAt: '09:00', endsAt: '17:00', userName: 'Bob Builder', position: 2 })])],
    });
    expect(screen.getByRole('heading', { name: 'On call', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the rota')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'On-call rota' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayHoursPersonOrder',
      'Monday18:00 – 08:00 next dayAda Lovelace1st',
      'Saturday09:00 – 17:00Bob Builder2nd',
    ]);
    expect(screen.getByText(/If nobody opens it within 10 minutes, the next person on call is alerted/)).toBeInTheDocument();
    // Read-only for an agent: no form, no Remove.
    expect(screen.getByText('The rota is kept by the admins.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says who is alerted when nobody is on the rota', async () => {
    renderWithProviders(<OnCallPage />, { auth: agent, mocks: [rota([])] });
    expect(await screen.findByText('Nobody is on the rota: urgent alerts go to the admins.')).toBeInTheDocument();
  });

  it('lets an admin add a shift; the rota shows it', async () => {
    const added = shift('s9', { ...BOBS_SHIFT, userName: 'Bob Builder' });
    const { user } = renderWithProviders(<OnCallPage />, {
      auth: admin,
      mocks: [
        rota([]),
        team,
        { request: { query: AddOnCallShiftDocument, variables: { input: BOBS_SHIFT } }, result: { data: { addOnCallShift: added } } },
        rota([added]),
      ],
    });
    expect(await screen.findByText('Nobody is on the rota: urgent alerts go to the admins.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a shift' });
    // Every field is required: its label ends with the forms' required mark (the asterisk, set apart by the label's gap).
    for (const label of ['Person', 'Day', 'From', 'To', 'Order']) {
      expect(within(form).getByText(label, { selector: 'label' }).textContent).toBe(`${label}*`);
    }
    const person = within(form).getByRole('combobox', { name: /^Person/ });
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(3));
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a person', 'Ada Lovelace', 'Bob Builder']);
    await fillShift(user);
    await user.click(within(form).getByRole('button', { name: 'Add Shift' }));
    const table = await screen.findByRole('table', { name: 'On-call rota' });
    expect(within(table).getByRole('row', { name: /Friday/ })).toHaveTextContent('Friday22:00 – 06:00 next dayBob Builder2nd');
    expect(toaster.showSuccess).toHaveBeenCalledWith('Shift added', 'Bob Builder: Friday, 22:00 – 06:00 next day');
    // The form starts again for the next shift.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Person/ })).toHaveValue(''));
  });

  it('checks the form with the api’s messages before sending', async () => {
    const { user } = renderWithProviders(<OnCallPage />, { auth: admin, mocks: [rota([]), team] });
    const form = await screen.findByRole('form', { name: 'Add a shift' });
    await user.clear(within(form).getByLabelText(/^From/));
    await user.click(within(form).getByRole('button', { name: 'Add Shift' }));
    expect(await within(form).findByText(ON_CALL_MESSAGES.person)).toBeInTheDocument();
    expect(within(form).getByText(ON_CALL_MESSAGES.time)).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names (an overlapping shift)", async () => {
    const refusal = new GraphQLError(ON_CALL_MESSAGES.overlap('Bob Builder'), {
      extensions: { code: 'BAD_USER_INPUT', field: 'startsAt' },
    });
    const { user } = renderWithProviders(<OnCallPage />, {
      auth: admin,
      mocks: [
        rota([]),
        team,
        { request: { query: AddOnCallShiftDocument, variables: { input: BOBS_SHIFT } }, result: { errors: [refusal] } },
      ],
    });
    await fillShift(user);
    await user.click(screen.getByRole('button', { name: 'Add Shift' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('The shift was not added', refusal.message));
    const from = screen.getByLabelText(/^From/);
    expect(within(from.closest('[role="group"]') ?? document.body).getByText(refusal.message)).toBeInTheDocument();
    expect(toaster.showSuccess).not.toHaveBeenCalled();
  });

  it('lets an admin remove a shift by its named button', async () => {
    const { user } = renderWithProviders(<OnCallPage />, {
      auth: admin,
      mocks: [
        rota([shift('s1')]),
        team,
        { request: { query: RemoveOnCallShiftDocument, variables: { id: 's1' } }, result: { data: { removeOnCallShift: true } } },
        rota([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace, Monday 18:00 – 08:00 next day' }));
    expect(await screen.findByText('Nobody is on the rota: urgent alerts go to the admins.')).toBeInTheDocument();
    expect(toaster.showSuccess).toHaveBeenCalledWith('Shift removed', 'Ada Lovelace, Monday 18:00 – 08:00 next day');
  });
});
