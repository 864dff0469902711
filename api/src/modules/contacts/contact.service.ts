import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type DataSource, type EntityManager, type Repository } from 'typeorm';
import { NotFound } from '../../common/errors';
import { queryPrepared } from '../../common/postgres';
import type { Page } from '../../common/paging';
import { findById, newestFirstPage } from '../../common/records';
import { escapeLike, isUuid, optionalText, substringPattern } from '../../common/search-pattern';
import { Contact } from './contact.entity';
import { DEFAULT_LANGUAGE, type CreateContactInput, type UpdateContactInput } from './contact.inputs';

/** What another feature shows of a contact it names (a conversation's sender, a waiting message's). */
export interface ContactBrief {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

export interface ContactListQuery {
  search?: string | null;
  limit: number;
  offset: number;
}

/** Contacts: the people tickets are raised by and properties are linked to. */
export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(
    private readonly dataSource: DataSource,
    /** The language a new contact starts with when none is given: the company's default (Settings → Company). */
    private readonly defaultLanguage: (manager?: EntityManager) => Promise<string> = async () => DEFAULT_LANGUAGE,
  ) {
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

  /** The contacts of `ids` that exist, by id (for other features' lists that show a contact's name). */
  async briefs(ids: readonly string[]): Promise<Map<string, ContactBrief>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = await queryPrepared<ContactBrief>(
      this.dataSource,
      `SELECT id, name, email, phone FROM contacts WHERE id = ANY($1::uuid[])`,
      [wanted],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(input: CreateContactInput): Promise<Contact> {
    const contact = this.contacts.create({
      name: input.name.trim(),
      email: input.email.trim(),
      phone: optionalText(input.phone),
      language: optionalText(input.language) ?? (await this.defaultLanguage()),
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

  /**
   * The contact of a new inbound sender (inside `manager`'s transaction), in one statement: the
   * contact the address belongs to when no channel identity names it yet (the e-mail compared
   * ignoring case, a phone number by its digits in each form it may be written, phoneDigitForms:
   * '+44 20 7946 0000' and '020 7946 0000' are +442079460000; the oldest contact when several
   * match), else a new contact with `fields` (the caller gives fitting values).
   */
  async forSender(
    address: { email: string } | { phone: string },
    fields: { name: string; email: string; phone: string | null },
    manager: EntityManager,
  ): Promise<{ id: string }> {
    const [match, value] =
      'email' in address
        ? // ILIKE without wildcards is equality ignoring case, served by the e-mail trigram index.
          [`email ILIKE $1`, escapeLike(address.email)]
        : // The expression of the phone-digits index (IDX_contacts_phone_digits).
          [`regexp_replace(phone, '\\D', '', 'g') = ANY($1::text[])`, phoneDigitForms(address.phone)];
    const [row] = (await manager.query(
      `WITH found AS (
         SELECT id FROM contacts WHERE ${match} ORDER BY "createdAt", id LIMIT 1
       ), created AS (
         INSERT INTO contacts (name, email, phone, language) SELECT $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM found)
         RETURNING id
       )
       SELECT id FROM found UNION ALL SELECT id FROM created`,
      [value, fields.name, fields.email, fields.phone, await this.defaultLanguage(manager)],
    )) as { id: string }[];
    return row;
  }
}

/**
 * The digits an E.164 number may be written with on a contact: international (+44 7700 900123),
 * national with the trunk prefix (07700 900123), with the 00 dialling prefix (0044 7700 900123) or
 * with the trunk 0 kept after the country code (+44 (0)7700 900123). Providers send E.164; staff
 * type numbers the way tenants give them.
 */
export function phoneDigitForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(phone.startsWith('+') ? phone : `+${digits}`);
  if (!parsed) return [digits];
  const national = parsed.formatNational().replace(/\D/g, '');
  const code = parsed.countryCallingCode;
  const forms = [digits, `00${digits}`, national, `${code}0${parsed.nationalNumber}`];
  return [...new Set(forms.filter((form) => form.length > 0))];
}
