import type { DataSource, EntityManager, Repository } from 'typeorm';
import { NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import { findById, newestFirstPage } from '../../common/records';
import { optionalText, substringPattern } from '../../common/search-pattern';
import { DEFAULT_LANGUAGE } from '../contacts/contact.inputs';
import { Client } from './client.entity';
import type { CreateClientInput, UpdateClientInput } from './client.inputs';

export interface ClientListQuery {
  search?: string | null;
  limit: number;
  offset: number;
}

/** A web address as stored: trimmed, with https:// added when the user typed none (so the link works). */
export function normaliseUrl(value: string | null | undefined): string | null {
  const text = optionalText(value);
  if (!text) return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

type OptionalField = 'phone' | 'jobTitle' | 'company' | 'notes' | 'address' | 'companyNumber';
const OPTIONAL_TEXT: readonly OptionalField[] = ['phone', 'jobTitle', 'company', 'notes', 'address', 'companyNumber'];

/** Clients: the companies we look after properties for. */
export class ClientService {
  private readonly clients: Repository<Client>;

  constructor(dataSource: DataSource) {
    this.clients = dataSource.getRepository(Client);
  }

  /** Newest first; search is a case-insensitive substring of company name, address, website or company number. */
  async list(query: ClientListQuery): Promise<Page<Client>> {
    const qb = this.clients.createQueryBuilder('c');
    const pattern = substringPattern(query.search);
    if (pattern) {
      qb.where('(c.companyName ILIKE :pattern OR c.address ILIKE :pattern OR c.website ILIKE :pattern OR c.companyNumber ILIKE :pattern)', {
        pattern,
      });
    }
    return newestFirstPage(qb, query);
  }

  async get(id: string): Promise<Client> {
    const found = await this.find(id);
    if (!found) throw new NotFound('Client not found');
    return found;
  }

  /** The client, or null when the id names none (for other modules' lookups; in `manager`'s transaction when given). */
  async find(id: string, manager?: EntityManager): Promise<Client | null> {
    return findById(this.clients, id, manager);
  }

  async create(input: CreateClientInput): Promise<Client> {
    const client = this.clients.create({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      companyName: input.companyName.trim(),
      language: optionalText(input.language) ?? DEFAULT_LANGUAGE,
      website: normaliseUrl(input.website),
      linkedin: normaliseUrl(input.linkedin),
    });
    for (const field of OPTIONAL_TEXT) client[field] = optionalText(input[field]);
    return this.clients.save(client);
  }

  async update(input: UpdateClientInput): Promise<Client> {
    const client = await this.get(input.id);
    if (input.firstName !== undefined) client.firstName = input.firstName.trim();
    if (input.lastName !== undefined) client.lastName = input.lastName.trim();
    if (input.email !== undefined) client.email = input.email.trim();
    if (input.companyName !== undefined) client.companyName = input.companyName.trim();
    if (input.language !== undefined) client.language = optionalText(input.language) ?? DEFAULT_LANGUAGE;
    if (input.website !== undefined) client.website = normaliseUrl(input.website);
    if (input.linkedin !== undefined) client.linkedin = normaliseUrl(input.linkedin);
    for (const field of OPTIONAL_TEXT) {
      if (input[field] !== undefined) client[field] = optionalText(input[field]);
    }
    return this.clients.save(client);
  }
}
