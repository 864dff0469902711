import { screen, within } from '@testing-library/react';
import { ContactListDocument, type ContactListQuery } from '../../gql/graphql';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import ContactsPage from './ContactsPage';

function contact(i: number) {
  return {
    __typename: 'Contact' as const,
    id: `c${i}`,
    name: `Person ${i}`,
    email: `p${i}@example.test`,
    phone: null,
    language: 'English',
    notes: i === 1 ? 'Key with the concierge' : null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function page(ids: number[], totalCount: number): { data: ContactListQuery } {
  return { data: { contacts: { __typename: 'ContactConnection', totalCount, nodes: ids.map(contact) } } };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

describe('ContactsPage', () => {
  it("pages through the server's list and searches on the server", async () => {
    const mocks = [
      { request: { query: ContactListDocument, variables: { search: null, limit: 25, offset: 0 } }, result: page(range(1, 25), 27) },
      { request: { query: ContactListDocument, variables: { search: null, limit: 25, offset: 25 } }, result: page([26, 27], 27) },
      { request: { query: ContactListDocument, variables: { search: 'Person 27', limit: 25, offset: 0 } }, result: page([27], 1) },
    ];
    const { user } = renderWithProviders(<ContactsPage />, { mocks });
    const footer = await screen.findByRole('navigation', { name: 'contacts pages' });
    expect(await within(footer).findByText('Showing 25 contacts (1–25 of 27)')).toBeInTheDocument();
    expect(screen.getByText('Key with the concierge')).toBeInTheDocument();
    expect(screen.getAllByText('P1')[0]).toBeInTheDocument(); // initials avatar of "Person 1"
    expect(within(footer).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(footer).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 26')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'contacts pages' })).toHaveTextContent('Showing 2 contacts (26–27 of 27)');
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();

    // A search goes to the server and starts again at the first page.
    await user.click(screen.getByRole('searchbox', { name: 'Search contacts' }));
    await user.paste('Person 27');
    expect(await screen.findByRole('navigation', { name: 'contact pages' }, { timeout: 3000 })).toHaveTextContent('Showing 1 contact');
    expect(screen.getByText('Person 27')).toBeInTheDocument();
    expect(screen.queryByText('Person 26')).not.toBeInTheDocument();
  }, 20_000); // renders 25 Chakra table rows twice in jsdom

  it('opens a row in view mode with Close and Edit, then the edit mode', async () => {
    const mocks = [{ request: { query: ContactListDocument, variables: { search: null, limit: 25, offset: 0 } }, result: page([1], 1) }];
    const { user } = renderWithProviders(<ContactsPage />, { mocks });
    await user.click(await screen.findByText('Person 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(dialog).getByText('p1@example.test')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Contact' });
    expect(within(edit).getByLabelText('Name')).toHaveValue('Person 1');
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Details' })).toBeInTheDocument();
  });
  it.each([
    ['VIEWER', false],
    ['AGENT', true],
  ] as const)('%s: New Contact and Edit offered, %s', async (role, offered) => {
    const mocks = [{ request: { query: ContactListDocument, variables: { search: null, limit: 25, offset: 0 } }, result: page([1], 1) }];
    const { user } = renderWithProviders(<ContactsPage />, { mocks, auth: { user: makeUser({ role }) } });
    await user.click(await screen.findByText('Person 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    // Everyone reads the record.
    expect(within(dialog).getByText('p1@example.test')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toEqual(offered ? expect.anything() : null);
    expect(screen.queryByRole('button', { name: 'New Contact', hidden: true })).toEqual(offered ? expect.anything() : null);
  });
});
