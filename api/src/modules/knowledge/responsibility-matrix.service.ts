import { AuditAction, DEFAULT_COUNTRY } from '@pmp/shared';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Conflict, NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import { isUniqueViolation } from '../../common/postgres';
import { findById, pageOf } from '../../common/records';
import { optionalText } from '../../common/search-pattern';
import type { SignedInActor } from '../../common/actor';
import { changedValues, type AuditService } from '../audit/audit.service';
import type { Category } from '../tickets/ticket.enums';
import type { TicketService } from '../tickets/ticket.service';
import { searchWords } from './knowledge-article.service';
import type { Country } from './knowledge.enums';
import { ResponsibilityMatrixEntry } from './responsibility-matrix.entity';
import {
  MATRIX_MESSAGES,
  type CreateResponsibilityMatrixEntryInput,
  type ResponsibilityMatrixFilter,
  type UpdateResponsibilityMatrixEntryInput,
} from './responsibility-matrix.inputs';

/** Words of the text (a ticket's title and description, an article's title and tags) compared with the entries. */
const RANKING_WORDS = 40;

/** An entry with how much it shares with the words it was ranked for (0: no word shared). */
export interface RankedEntry {
  entry: ResponsibilityMatrixEntry;
  relevance: number;
}

/** Who is responsible for a ticket's repair, from the matrix (docs/product.md §10 "Knowledge base"). */
export interface TicketResponsibility {
  ticketId: string;
  /** The ticket's property's country; the default country when the ticket has no property. */
  country: Country;
  countryFromProperty: boolean;
  category: Category;
  /** The active entries of that country and category, the one closest to the ticket's words first. */
  entries: ResponsibilityMatrixEntry[];
  /** The first entry when it shares words with the ticket or is the only one; else none stands out. */
  bestMatchId: string | null;
}

/** The responsibility matrix: who (landlord, tenant or both) is responsible for which repair, per country. */
/** What the audit log keeps of a matrix change. */
const AUDITED_FIELDS = [
  'country',
  'category',
  'issueType',
  'description',
  'responsibility',
  'urgencyLevel',
  'legalNotes',
  'isActive',
] as const;

export class ResponsibilityMatrixService {
  private readonly entries: Repository<ResponsibilityMatrixEntry>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly tickets: TicketService,
    private readonly audit: AuditService,
  ) {
    this.entries = dataSource.getRepository(ResponsibilityMatrixEntry);
  }

  /** By country, category and issue type (the unique constraint's index serves the order). */
  async list(
    filter: ResponsibilityMatrixFilter | null | undefined,
    page: { limit: number; offset: number },
  ): Promise<Page<ResponsibilityMatrixEntry>> {
    const qb = this.entries.createQueryBuilder('m');
    if (filter?.country) qb.andWhere('m.country = :country', { country: filter.country });
    if (filter?.category) qb.andWhere('m.category = :category', { category: filter.category });
    if (filter?.isActive !== undefined && filter?.isActive !== null) qb.andWhere('m.isActive = :isActive', { isActive: filter.isActive });
    return pageOf(qb.orderBy('m.country', 'ASC').addOrderBy('m.category', 'ASC').addOrderBy('m.issueType', 'ASC'), page);
  }

  async get(id: string): Promise<ResponsibilityMatrixEntry> {
    const found = await this.find(id);
    if (!found) throw new NotFound(MATRIX_MESSAGES.notFound);
    return found;
  }

  find(id: string, manager?: EntityManager): Promise<ResponsibilityMatrixEntry | null> {
    return findById(this.entries, id, manager);
  }

  /** The active entries for a country and category, by issue type (what an article's Legal Information shows). */
  lookup(country: Country, category: Category): Promise<ResponsibilityMatrixEntry[]> {
    return this.entries.find({ where: { country, category, isActive: true }, order: { issueType: 'ASC', id: 'ASC' } });
  }

  /**
   * Who is responsible for a ticket: the active entries for its property's country (the default
   * country when it has none) and its category, the entry whose issue type and description share
   * the most words with the ticket's title and description first. 404 'Ticket not found'.
   */
  async forTicket(ticketId: string): Promise<TicketResponsibility> {
    const ticket = await this.tickets.get(ticketId);
    const propertyCountry = (ticket.property as { country?: Country } | null | undefined)?.country;
    const country = propertyCountry ?? DEFAULT_COUNTRY;
    const ranked = await this.ranked(country, ticket.category, `${ticket.title} ${ticket.description}`);
    const best = ranked.length === 1 || (ranked.length > 0 && ranked[0].relevance > 0) ? ranked[0].entry.id : null;
    return {
      ticketId: ticket.id,
      country,
      countryFromProperty: propertyCountry !== undefined,
      category: ticket.category,
      entries: ranked.map((r) => r.entry),
      bestMatchId: best,
    };
  }

  /**
   * The active entries of a country and category, the one whose issue type and description share
   * the most words with `text` first (English stemming), then by issue type: how the ticket's side
   * panel and a guided session's escalation pick who is responsible.
   */
  async ranked(country: Country, category: Category, text: string): Promise<RankedEntry[]> {
    const words = searchWords(text, RANKING_WORDS);
    const rows = (await this.dataSource.query(
      `SELECT m.id, ts_rank(to_tsvector('english'::regconfig, m."issueType" || ' ' || coalesce(m.description, '')),
                            to_tsquery('english'::regconfig, $3)) AS relevance
       FROM responsibility_matrix m
       WHERE m.country = $1 AND m.category = $2 AND m."isActive"
       ORDER BY relevance DESC, m."issueType", m.id`,
      [country, category, words.join(' | ')],
    )) as { id: string; relevance: number }[];
    const byId = new Map((await this.lookup(country, category)).map((entry) => [entry.id, entry]));
    return rows.flatMap((row) => {
      const entry = byId.get(row.id);
      return entry ? [{ entry, relevance: row.relevance }] : [];
    });
  }

  /** A new entry (country UK, active unless told); 409 when its country, category and issue type are taken. */
  async create(input: CreateResponsibilityMatrixEntryInput, actor: SignedInActor): Promise<ResponsibilityMatrixEntry> {
    const entry = this.entries.create({
      country: input.country ?? DEFAULT_COUNTRY,
      category: input.category,
      issueType: input.issueType.trim(),
      description: optionalText(input.description),
      responsibility: input.responsibility,
      urgencyLevel: optionalText(input.urgencyLevel),
      legalNotes: optionalText(input.legalNotes),
      isActive: input.isActive ?? true,
    });
    return this.saveUnique(entry, null, actor);
  }

  /** Changes the fields given; null clears an optional one (country and isActive always have a value: null leaves them). */
  async update(input: UpdateResponsibilityMatrixEntryInput, actor: SignedInActor): Promise<ResponsibilityMatrixEntry> {
    const entry = await this.get(input.id);
    const before = { ...entry };
    if (input.country) entry.country = input.country;
    if (input.category !== undefined) entry.category = input.category;
    if (input.issueType !== undefined) entry.issueType = input.issueType.trim();
    if (input.description !== undefined) entry.description = optionalText(input.description);
    if (input.responsibility !== undefined) entry.responsibility = input.responsibility;
    if (input.urgencyLevel !== undefined) entry.urgencyLevel = optionalText(input.urgencyLevel);
    if (input.legalNotes !== undefined) entry.legalNotes = optionalText(input.legalNotes);
    if (input.isActive !== undefined && input.isActive !== null) entry.isActive = input.isActive;
    return this.saveUnique(entry, before, actor);
  }

  /** Keeps the entry but stops showing it where responsibility is looked up. */
  async deactivate(id: string, actor: SignedInActor): Promise<ResponsibilityMatrixEntry> {
    const entry = await this.get(id);
    const before = { ...entry };
    entry.isActive = false;
    return this.saveUnique(entry, before, actor);
  }

  /** Saves the entry and its record in the audit log together (a new entry: `before` null). */
  private async saveUnique(
    entry: ResponsibilityMatrixEntry,
    before: ResponsibilityMatrixEntry | null,
    actor: SignedInActor,
  ): Promise<ResponsibilityMatrixEntry> {
    try {
      return await this.entries.manager.transaction(async (manager) => {
        const saved = await manager.save(entry);
        const changes = changedValues(before, saved, AUDITED_FIELDS);
        if (changes) {
          const label = `${saved.country} · ${saved.category} · ${saved.issueType}`;
          await this.audit.record(
            actor,
            { action: AuditAction.MATRIX_CHANGED, target: { type: 'matrix_entry', id: saved.id, label }, ...changes },
            manager,
          );
        }
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(MATRIX_MESSAGES.duplicate, 'issueType');
      throw error;
    }
  }
}
