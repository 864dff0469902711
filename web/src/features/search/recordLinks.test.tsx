import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import ContactsPage from '../contacts/ContactsPage';
import PropertiesPage from '../properties/PropertiesPage';
import { ContactByIdDocument, ContactListDocument, PropertyByIdDocument, PropertyListDocument } from '../../gql/graphql';
import { renderWithLocation } from '../../test/renderWithProviders';

/** The top-bar search opens records through the address: ?contact=, ?property= (and ?client=). */

function contact(id: string, name: string) {
  return {
    __typename: 'Contact' as const,
    id,
    name,
    email: `${id}@example.test`,
    phone: null,
    language: 'English',
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const contactList = {
  request: { query: ContactListDocument, variables: { search: null, limit: 25, offset: 0 } },
  result: { data: { contacts: { __typename: 'ContactConnection' as const, totalCount: 30, nodes: [contact('c1', 'Listed Person')] } } },
};

function renderAt(route: string, page: ReactElement, mocks: MockLink.MockedResponse[]) {
  return renderWithLocation(page, { route, mocks });
}

const where = () => screen.getByTestId('where').textContent;

describe('records opened from the address', () => {
  it('opens a contact that is not on the page by reading it by id; closing removes the parameter', async () => {
    const byId = {
      request: { query: ContactByIdDocument, variables: { id: 'c99' } },
      result: { data: { contact: contact('c99', 'Far Away Person') } },
    };
    const { user } = renderAt('/contacts?contact=c99', <ContactsPage />, [contactList, byId]);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(dialog).getByText('Far Away Person')).toBeInTheDocument();
    expect(within(dialog).getByText('c99@example.test')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/contacts');
  });

  it('opens a listed contact without asking the server again, and a row click puts it in the address', async () => {
    // No ContactById mock: asking for it would fail and close the dialog.
    const { user } = renderAt('/contacts', <ContactsPage />, [contactList]);
    await user.click(await screen.findByText('Listed Person'));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(where()).toBe('/contacts?contact=c1');
    expect(within(dialog).getByText('c1@example.test')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Contact Details' })).toBeInTheDocument();
  });

  it('removes the parameter of a contact that does not exist', async () => {
    const missing = {
      request: { query: ContactByIdDocument, variables: { id: 'nope' } },
      result: { errors: [{ message: 'Contact not found', extensions: { code: 'NOT_FOUND' } }] },
    };
    renderAt('/contacts?contact=nope', <ContactsPage />, [contactList, missing]);
    await waitFor(() => expect(where()).toBe('/contacts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a property from ?property= in view mode', async () => {
    const list = {
      request: { query: PropertyListDocument, variables: { search: null, limit: 25, offset: 0 } },
      result: { data: { properties: { __typename: 'PropertyConnection' as const, totalCount: 0, nodes: [] } } },
    };
    const byId = {
      request: { query: PropertyByIdDocument, variables: { id: 'p7' } },
      result: {
        data: {
          property: {
            __typename: 'Property' as const,
            id: 'p7',
            name: 'Harbour View Flat 2',
            address: '2 Quay Road',
            country: 'UK' as const,
            clientId: null,
            contactId: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            client: null,
            contact: null,
          },
        },
      },
    };
    renderAt('/properties?property=p7', <PropertiesPage />, [list, byId]);
    const dialog = await screen.findByRole('dialog', { name: 'Property Details' });
    expect(within(dialog).getByText('Harbour View Flat 2')).toBeInTheDocument();
    expect(within(dialog).getByText('2 Quay Road')).toBeInTheDocument();
  });
});
