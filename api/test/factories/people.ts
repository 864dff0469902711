import type { DataSource } from 'typeorm';
import { Client } from '../../src/modules/clients/client.entity';
import { Contact } from '../../src/modules/contacts/contact.entity';
import { Property } from '../../src/modules/properties/property.entity';

let n = 0;
const next = () => (n += 1);

/** A saved contact; fields override the defaults. */
export async function buildContact(ds: DataSource, fields: Partial<Contact> = {}): Promise<Contact> {
  const i = next();
  const repo = ds.getRepository(Contact);
  return repo.save(repo.create({ name: `Contact ${i}`, email: `contact${i}@example.test`, ...fields }));
}

/** A saved client; fields override the defaults. */
export async function buildClient(ds: DataSource, fields: Partial<Client> = {}): Promise<Client> {
  const i = next();
  const repo = ds.getRepository(Client);
  return repo.save(
    repo.create({ firstName: 'Pat', lastName: `Owner${i}`, email: `client${i}@example.test`, companyName: `Company ${i}`, ...fields }),
  );
}

/** A saved property; fields override the defaults. */
export async function buildProperty(ds: DataSource, fields: Partial<Property> = {}): Promise<Property> {
  const i = next();
  const repo = ds.getRepository(Property);
  return repo.save(repo.create({ name: `Property ${i}`, address: `${i} High Street`, ...fields }));
}

/** Sets createdAt of rows so newest-first order is deterministic. */
export async function setCreatedAt(ds: DataSource, table: 'contacts' | 'clients' | 'properties', id: string, at: Date): Promise<void> {
  await ds.query(`UPDATE "${table}" SET "createdAt" = $2 WHERE id = $1`, [id, at]);
}
