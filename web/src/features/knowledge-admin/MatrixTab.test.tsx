import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AdminCreateMatrixEntryDocument,
  AdminDeactivateMatrixEntryDocument,
  AdminResponsibilityMatrixDocument,
  type AdminMatrixEntryFieldsFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MatrixTab } from './MatrixTab';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn(), dismissToasts: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

const boiler: AdminMatrixEntryFieldsFragment = {
  __typename: 'ResponsibilityMatrixEntry',
  id: 'm1',
  country: 'UK',
  category: 'HEATING',
  issueType: 'Boiler breakdown',
  description: null,
  responsibility: 'LANDLORD',
  urgencyLevel: 'high',
  legalNotes: 'Landlord and Tenant Act 1985, s.11',
  isActive: true,
};

const list = (nodes: AdminMatrixEntryFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminResponsibilityMatrixDocument, variables: { filter: { country: null, isActive: true }, limit: 100, offset: 0 } },
  result: { data: { responsibilityMatrix: { __typename: 'ResponsibilityMatrixConnection', totalCount: nodes.length, nodes } } },
  maxUsageCount: 5,
});

describe('MatrixTab', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it('lists the active entries and creates one (issue type required)', async () => {
    const input = {
      country: 'DE',
      category: 'HEATING',
      issueType: 'Heizungsausfall',
      description: null,
      responsibility: 'LANDLORD',
      urgencyLevel: null,
      legalNotes: null,
      isActive: true,
    };
    const mocks: MockLink.MockedResponse[] = [
      list([boiler]),
      {
        request: { query: AdminCreateMatrixEntryDocument, variables: { input } },
        result: {
          data: { createResponsibilityMatrixEntry: { ...boiler, id: 'm2', country: 'DE', issueType: 'Heizungsausfall', legalNotes: null } },
        },
      },
    ];
    const { user } = renderWithProviders(<MatrixTab />, { mocks });
    const row = await screen.findByRole('row', { name: 'UK Boiler breakdown' });
    expect(within(row).getByText('Landlord')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    const form = screen.getByRole('form', { name: 'New matrix entry' });
    await user.click(within(form).getByRole('button', { name: 'Create Entry' }));
    await waitFor(() => expect(within(form).getByLabelText('Issue type')).toHaveAccessibleErrorMessage('Issue type is required'));
    await user.selectOptions(within(form).getByLabelText('Country'), 'DE');
    await user.selectOptions(within(form).getByLabelText('Category'), 'HEATING');
    await user.type(within(form).getByLabelText('Issue type'), 'Heizungsausfall');
    await user.click(within(form).getByRole('button', { name: 'Create Entry' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Matrix entry created'));
  });

  it('deactivates an entry after asking', async () => {
    const mocks: MockLink.MockedResponse[] = [
      list([boiler]),
      {
        request: { query: AdminDeactivateMatrixEntryDocument, variables: { id: 'm1' } },
        result: { data: { deactivateResponsibilityMatrixEntry: { ...boiler, isActive: false } } },
      },
    ];
    const { user } = renderWithProviders(<MatrixTab />, { mocks });
    const row = await screen.findByRole('row', { name: 'UK Boiler breakdown' });
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Matrix entry deactivated'));
  });
});
