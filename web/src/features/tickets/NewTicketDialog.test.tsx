import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CreateTicketDocument,
  TicketClientOptionsDocument,
  TicketPropertyOptionsDocument,
  TicketUserOptionsDocument,
  TroubleshootingTicketDraftDocument,
} from '../../gql/graphql';
import { showError } from '../../lib/toaster';
import { companyDefaultsMock, contactOptionsMock } from '../../test/factories';
import { answerDiscardQuestion, renderWithProviders } from '../../test/renderWithProviders';
import { NewTicketDialog } from './NewTicketDialog';
import { parseTags, toCreateTicketInput } from './ticketSchemas';

// Typing into a dialog full of fields is slow on a busy CI machine.

jest.mock('../../lib/toaster', () => ({ showError: jest.fn(), showSuccess: jest.fn(), toaster: { create: jest.fn() } }));

const clients = {
  request: { query: TicketClientOptionsDocument, variables: { search: null } },
  result: {
    data: {
      clients: {
        __typename: 'ClientConnection',
        totalCount: 2,
        nodes: [
          { __typename: 'Client', id: 'c1', companyName: 'Harbour Homes', email: 'ops@harbour.test' },
          { __typename: 'Client', id: 'c2', companyName: 'Oak Lettings', email: 'hello@oak.test' },
        ],
      },
    },
  },
  maxUsageCount: 10,
};
const contacts = contactOptionsMock([{ id: 'k1', name: 'Tom Tenant', email: 'tom@tenant.test' }]);
const users = {
  request: { query: TicketUserOptionsDocument },
  result: {
    data: {
      users: {
        __typename: 'UserConnection',
        nodes: [{ __typename: 'User', id: 'u1', name: 'Agnes Agent', initials: 'AA', email: 'agnes@acme.test' }],
      },
    },
  },
  maxUsageCount: 10,
};
const propertiesOf = (clientId: string, nodes: { id: string; name: string; address: string }[]) => ({
  request: { query: TicketPropertyOptionsDocument, variables: { clientId } },
  result: {
    data: {
      properties: {
        __typename: 'PropertyConnection',
        totalCount: nodes.length,
        nodes: nodes.map((p) => ({ __typename: 'Property', ...p })),
      },
    },
  },
  maxUsageCount: 10,
});
const lookups = [
  clients,
  contacts,
  users,
  propertiesOf('c1', [{ id: 'p1', name: 'Flat 1', address: '1 Quay St' }]),
  propertiesOf('c2', [{ id: 'p2', name: 'Oak House', address: '2 Oak Rd' }]),
  companyDefaultsMock({ EMERGENCY: '8 hours', URGENT: '3 days', IMPORTANT: '10 days' }),
];

function createdTicket() {
  return {
    __typename: 'Ticket',
    id: 't1',
    number: 1001,
    title: 'Boiler broken',
    status: 'NEW',
    priority: 'URGENT',
    category: 'HEATING',
    createdAt: '2026-11-23T10:00:00.000Z',
    dueAt: '2026-11-28T10:00:00.000Z',
    slaState: 'ON_TRACK',
    assigneeId: null,
    assignee: null,
    description: 'No hot water',
    tags: ['boiler', 'winter'],
    clientId: 'c1',
    requesterId: 'k1',
    propertyId: 'p1',
    resolvedAt: null,
    firstResponseAt: null,
    client: {
      __typename: 'Client',
      id: 'c1',
      companyName: 'Harbour Homes',
      firstName: 'H',
      lastName: 'H',
      email: 'ops@harbour.test',
      phone: null,
      language: 'English',
    },
    requester: { __typename: 'Contact', id: 'k1', name: 'Tom Tenant', email: 'tom@tenant.test', phone: null, language: 'English' },
    property: { __typename: 'Property', id: 'p1', name: 'Flat 1', address: '1 Quay St' },
  };
}

async function fillValidForm(user: ReturnType<typeof renderWithProviders>['user']) {
  const dialog = await screen.findByRole('dialog');
  // The form shows once a guided session's draft (if any) has been read.
  await user.type(await within(dialog).findByLabelText(/Title/), '  Boiler broken  ');
  await user.type(within(dialog).getByLabelText(/Description/), 'No hot water');
  await user.selectOptions(within(dialog).getByLabelText(/Priority/), 'URGENT');
  expect(await within(dialog).findByText('Response target: 3 days')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText(/Category/), 'HEATING');
  await screen.findByRole('option', { name: 'Harbour Homes' });
  await user.selectOptions(within(dialog).getByLabelText(/Client/), 'c1');
  await user.selectOptions(within(dialog).getByLabelText(/Requester/), 'k1');
  await screen.findByRole('option', { name: /Flat 1/ });
  await user.selectOptions(within(dialog).getByLabelText(/Property/), 'p1');
  await user.type(within(dialog).getByLabelText(/Tags/), 'boiler, , winter ,');
  return dialog;
}

describe('NewTicketDialog', () => {
  beforeEach(() => jest.mocked(showError).mockClear());

  it("refuses an empty form with the 'Please fill in all required fields' toast and a message on each required field", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<NewTicketDialog onClose={onClose} />, { mocks: lookups });
    await user.click(await screen.findByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Please fill in all required fields'));
    for (const message of [
      'Title is required',
      'Description is required',
      'Priority is required',
      'Category is required',
      'Client is required',
      'Requester is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks "Discard changes?" before a typed title is lost to a click outside, Escape, the close button or Cancel', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<NewTicketDialog onClose={onClose} />, { mocks: lookups });
    const dialog = await screen.findByRole('dialog', { name: 'Create New Ticket' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Boiler broken');
    const keepEditing = async () => {
      await answerDiscardQuestion(user, 'keep');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Boiler broken');
    };
    // A click outside the dialog (the page under the backdrop takes no pointer events).
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    await keepEditing();
    await user.keyboard('{Escape}');
    await keepEditing();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await keepEditing();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await keepEditing();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await answerDiscardQuestion(user, 'discard');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('treats a title or description of spaces as missing', async () => {
    const { user } = renderWithProviders(<NewTicketDialog onClose={jest.fn()} />, { mocks: lookups });
    await user.type(await screen.findByLabelText(/Title/), '   ');
    await user.type(screen.getByLabelText(/Description/), 'Leak');
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith('Please fill in all required fields');
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
  });

  it('offers properties only after a client is chosen and clears the property when the client changes', async () => {
    const { user } = renderWithProviders(<NewTicketDialog onClose={jest.fn()} />, { mocks: lookups });
    const property = await screen.findByLabelText(/Property/);
    expect(property).toBeDisabled();
    expect(screen.getByText('Choose a client first')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Harbour Homes' });
    await user.selectOptions(screen.getByLabelText(/Client/), 'c1');
    await screen.findByRole('option', { name: /Flat 1/ });
    expect(property).toBeEnabled();
    await user.selectOptions(property, 'p1');
    expect(property).toHaveValue('p1');
    await user.selectOptions(screen.getByLabelText(/Client/), 'c2');
    expect(property).toHaveValue('');
    expect(await screen.findByRole('option', { name: /Oak House/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Flat 1/ })).not.toBeInTheDocument();
  });

  it("sends trimmed values, split tags and no assignee for 'unassigned', then closes", async () => {
    const onClose = jest.fn();
    const input = {
      title: 'Boiler broken',
      description: 'No hot water',
      priority: 'URGENT',
      category: 'HEATING',
      clientId: 'c1',
      requesterId: 'k1',
      propertyId: 'p1',
      assigneeId: null,
      tags: ['boiler', 'winter'],
      fromSession: 's1',
      articleId: 'a1',
      source: 'troubleshooting',
    };
    const create = { request: { query: CreateTicketDocument, variables: { input } }, result: { data: { createTicket: createdTicket() } } };
    // The guide's draft cannot be read: the form opens empty and still carries the link.
    const draftFails = {
      request: { query: TroubleshootingTicketDraftDocument, variables: { sessionId: 's1', articleId: 'a1' } },
      error: new Error('The guided session could not be read'),
    };
    const { user } = renderWithProviders(
      <NewTicketDialog onClose={onClose} link={{ fromSession: 's1', articleId: 'a1', source: 'troubleshooting' }} />,
      { mocks: [...lookups, draftFails, create] },
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(showError).not.toHaveBeenCalled();
  });

  it('opens prefilled from the guided session it escalates: category, title, the steps tried and the answers given', async () => {
    const description = [
      'Escalated from the guided troubleshooting "Radiator cold" (heating, UK).',
      '',
      'Steps gone through and answers given:',
      '1. Step 1 – Bleed the radiator: Still cold',
    ].join('\n');
    const draft = {
      request: { query: TroubleshootingTicketDraftDocument, variables: { sessionId: 's1', articleId: 'a1' } },
      result: {
        data: {
          troubleshootingEscalation: {
            __typename: 'TroubleshootingTicketDraft',
            sessionId: 's1',
            articleId: 'a1',
            articleTitle: 'Radiator cold',
            category: 'HEATING',
            title: 'Radiator cold: not solved by self-help',
            description,
            escalatedTicketId: null,
          },
        },
      },
    };
    renderWithProviders(<NewTicketDialog onClose={jest.fn()} link={{ fromSession: 's1', articleId: 'a1', source: 'troubleshooting' }} />, {
      mocks: [...lookups, draft],
    });
    expect(await screen.findByLabelText(/Title/)).toHaveValue('Radiator cold: not solved by self-help');
    // Named by its title although the form came after the draft.
    expect(screen.getByRole('dialog', { name: 'Create New Ticket' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Description/)).toHaveValue(description);
    expect(screen.getByLabelText(/Category/)).toHaveValue('HEATING');
    expect(screen.getByText(/From the guide "Radiator cold"/)).toBeInTheDocument();
  });

  it('links the troubleshooting session only with all three parameters', () => {
    const values = {
      title: ' T ',
      description: ' D ',
      priority: 'URGENT' as const,
      category: 'OTHER' as const,
      clientId: 'c1',
      requesterId: 'k1',
      propertyId: '',
      assigneeId: 'u1',
      tags: '',
    };
    expect(toCreateTicketInput(values, { fromSession: 's1', articleId: 'a1' })).not.toHaveProperty('fromSession');
    expect(toCreateTicketInput(values, { fromSession: 's1', articleId: 'a1', source: 'other' })).not.toHaveProperty('fromSession');
    expect(toCreateTicketInput(values, {})).toMatchObject({ title: 'T', description: 'D', propertyId: null, assigneeId: 'u1', tags: [] });
    expect(parseTags(' a, ,b ,, c')).toEqual(['a', 'b', 'c']);
  });
});
