import type { DataSource } from 'typeorm';
import { Client } from '../../src/modules/clients/client.entity';
import { Contact } from '../../src/modules/contacts/contact.entity';
import { Ticket } from '../../src/modules/tickets/ticket.entity';

let counter = 0;

/**
 * A ticket (with its client and requester) written straight to the tables, for task tests that
 * need a ticket before the tickets module exists here.
 */
export async function buildTicket(dataSource: DataSource, overrides: Partial<Ticket> = {}): Promise<Ticket> {
  counter += 1;
  const client = await dataSource.getRepository(Client).save({
    firstName: 'Pat',
    lastName: `Owner${counter}`,
    email: `owner${counter}@client.test`,
    companyName: `Client Co ${counter}`,
  });
  const contact = await dataSource.getRepository(Contact).save({ name: `Tenant ${counter}`, email: `tenant${counter}@mail.test` });
  return dataSource.getRepository(Ticket).save({
    title: `Leaking tap ${counter}`,
    description: 'Water everywhere',
    priority: 'urgent',
    category: 'plumbing',
    clientId: client.id,
    requesterId: contact.id,
    dueAt: new Date(Date.now() + 5 * 24 * 3600_000),
    ...overrides,
  });
}
