import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Invalid, NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import { findById, newestFirstPage } from '../../common/records';
import { isUuid, substringPattern } from '../../common/search-pattern';
import type { ClientService } from '../clients/client.service';
import type { ContactService } from '../contacts/contact.service';
import { Property } from './property.entity';
import { DEFAULT_COUNTRY, PROPERTY_MESSAGES } from '@pmp/shared';
import type { CreatePropertyInput, UpdatePropertyInput } from './property.inputs';

export interface PropertyListQuery {
  search?: string | null;
  clientId?: string | null;
  limit: number;
  offset: number;
}

/**
 * Ids of the properties matching a search. One branch per indexed column group, so each is served
 * by a trigram index (a single OR across the joins could not use them).
 */
const MATCHING_IDS = `
  SELECT m.id FROM properties m WHERE m.name ILIKE :pattern OR m.address ILIKE :pattern
  UNION
  SELECT mc.id FROM properties mc JOIN clients c2 ON c2.id = mc."clientId" WHERE c2."companyName" ILIKE :pattern
  UNION
  SELECT mk.id FROM properties mk JOIN contacts k2 ON k2.id = mk."contactId" WHERE k2.name ILIKE :pattern`;

/** Properties: buildings and flats, each optionally linked to a client and a contact. */
export class PropertyService {
  private readonly properties: Repository<Property>;

  constructor(
    dataSource: DataSource,
    private readonly clients: ClientService,
    private readonly contacts: ContactService,
  ) {
    this.properties = dataSource.getRepository(Property);
  }

  /** Newest first, with client and contact loaded; optionally one client's, optionally searched. */
  async list(query: PropertyListQuery): Promise<Page<Property>> {
    const qb = this.properties.createQueryBuilder('p').leftJoinAndSelect('p.client', 'client').leftJoinAndSelect('p.contact', 'contact');
    if (query.clientId !== undefined && query.clientId !== null && query.clientId !== '') {
      if (!isUuid(query.clientId)) throw new Invalid(PROPERTY_MESSAGES.clientNotFound, 'clientId');
      qb.andWhere('p.clientId = :clientId', { clientId: query.clientId });
    }
    const pattern = substringPattern(query.search);
    if (pattern) qb.andWhere(`p.id IN (${MATCHING_IDS})`, { pattern });
    return newestFirstPage(qb, query);
  }

  /** The property without its relations, or null when the id names none (for other modules' lookups; in `manager`'s transaction when given). */
  async find(id: string, manager?: EntityManager): Promise<Property | null> {
    return findById(this.properties, id, manager);
  }

  /** The properties whose contact is `contactId` (their id and client), oldest first: where a tenant lives. */
  async linkedToContact(contactId: string, manager?: EntityManager): Promise<{ id: string; clientId: string | null }[]> {
    if (!isUuid(contactId)) return [];
    return (manager?.getRepository(Property) ?? this.properties).find({
      select: { id: true, clientId: true },
      where: { contactId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async get(id: string): Promise<Property> {
    const found = isUuid(id) ? await this.properties.findOne({ where: { id }, relations: { client: true, contact: true } }) : null;
    if (!found) throw new NotFound('Property not found');
    return found;
  }

  async create(input: CreatePropertyInput): Promise<Property> {
    const property = this.properties.create({
      name: input.name.trim(),
      address: input.address.trim(),
      country: input.country ?? DEFAULT_COUNTRY,
      clientId: await this.linkedClientId(input.clientId),
      contactId: await this.linkedContactId(input.contactId),
    });
    const saved = await this.properties.save(property);
    return this.get(saved.id);
  }

  async update(input: UpdatePropertyInput): Promise<Property> {
    const property = await this.get(input.id);
    if (input.name !== undefined) property.name = input.name.trim();
    if (input.address !== undefined) property.address = input.address.trim();
    if (input.country) property.country = input.country;
    if (input.clientId !== undefined) property.clientId = await this.linkedClientId(input.clientId);
    if (input.contactId !== undefined) property.contactId = await this.linkedContactId(input.contactId);
    // Relations loaded by get() would override the ids on save; drop them so the ids count.
    delete property.client;
    delete property.contact;
    await this.properties.save(property);
    return this.get(property.id);
  }

  /** null or '' unlinks; an id must name an existing client (400 on the clientId field otherwise). */
  private async linkedClientId(id: string | null | undefined): Promise<string | null> {
    if (id === undefined || id === null || id === '') return null;
    if (!(await this.clients.find(id))) throw new Invalid(PROPERTY_MESSAGES.clientNotFound, 'clientId');
    return id;
  }

  private async linkedContactId(id: string | null | undefined): Promise<string | null> {
    if (id === undefined || id === null || id === '') return null;
    if (!(await this.contacts.find(id))) throw new Invalid(PROPERTY_MESSAGES.contactNotFound, 'contactId');
    return id;
  }
}
