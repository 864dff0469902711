import type { DataSource, EntityManager, Repository } from 'typeorm';
import { NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import { findById, newestFirstPage } from '../../common/records';
import { optionalText, substringPattern } from '../../common/search-pattern';
import { Contact } from './contact.entity';
import { DEFAULT_LANGUAGE, type CreateContactInput, type UpdateContactInput } from './contact.inputs';

export interface ContactListQuery {
  search?: string | null;
  limit: number;
  offset: number;
}

/** Contacts: the people tickets are raised by and properties are linked to. */
export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(dataSource: DataSource) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /** Newest first; the search is a case-insensitive substring of name, email or phone (trigram indexes). */
  async list(query: ContactListQuery): Promise<Page<Contact>> {
    const qb = this.contacts.createQueryBuilder('c');
    const pattern = substringPattern(query.search);
    if (pattern) qb.where('(c.name ILIKE :pattern OR c.email ILIKE :pattern OR c.phone ILIKE :pattern)', { pattern });
    return newestFirstPage(qb, query);
  }

  async get(id: string): Promise<Contact> {
    const found = await this.find(id);
    if (!found) throw new NotFound('Contact not found');
    return found;
  }

  /** The contact, or null when the id names none (for other modules' lookups; in `manager`'s transaction when given). */
  async find(id: string, manager?: EntityManager): Promise<Contact | null> {
    return findById(this.contacts, id, manager);
  }

  async create(input: CreateContactInput): Promise<Contact> {
    const contact = this.contacts.create({
      name: input.name.trim(),
      email: input.email.trim(),
      phone: optionalText(input.phone),
      language: optionalText(input.language) ?? DEFAULT_LANGUAGE,
      notes: optionalText(input.notes),
    });
    return this.contacts.save(contact);
  }

  async update(input: UpdateContactInput): Promise<Contact> {
    const contact = await this.get(input.id);
    if (input.name !== undefined) contact.name = input.name.trim();
    if (input.email !== undefined) contact.email = input.email.trim();
    if (input.phone !== undefined) contact.phone = optionalText(input.phone);
    if (input.language !== undefined) contact.language = optionalText(input.language) ?? DEFAULT_LANGUAGE;
    if (input.notes !== undefined) contact.notes = optionalText(input.notes);
    return this.contacts.save(contact);
  }
}
