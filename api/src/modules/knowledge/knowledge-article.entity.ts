import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { CATEGORIES, CategoryValue } from '../tickets/ticket.enums';
import type { Category } from '../tickets/ticket.enums';
import { User } from '../users/user.entity';
import { COUNTRIES, CountryValue, DIFFICULTIES, DifficultyValue, RESPONSIBILITIES, ResponsibilityValue } from './knowledge.enums';
import type { Country, Difficulty, Responsibility } from './knowledge.enums';

/**
 * What the knowledge search matches, weighted: title A, description and tags B, summary and
 * content C; each in English (stemmed: "radiators" finds "radiator") and as plain lower-cased
 * words (so a prefix of the word as written finds it). The SQL function is the migration
 * KnowledgeArticleSearch's.
 */
export const ARTICLE_SEARCH_VECTOR_SQL = `knowledge_article_search_vector("title", "description", "summary", "fullContent", "tags")`;
/** What a match is ranked by: the same without the content, small enough to stay in the row (migration KnowledgeArticleRank). */
export const ARTICLE_RANK_VECTOR_SQL = `knowledge_article_search_vector("title", "description", "summary", NULL, "tags")`;

@ObjectType({ description: 'A troubleshooting article of the knowledge base.', simpleResolvers: true })
@Entity('knowledge_articles')
@Index(['country', 'category'])
// The list without a search (title order) and the full-text search (KnowledgeArticleService.list).
@RawIndex('IDX_knowledge_articles_title', '("title", "id")')
@RawIndex('IDX_knowledge_articles_search', 'USING gin ("searchVector")')
// The search's first tier: the matches in the title, description, tags or summary (KnowledgeArticleService.list).
@RawIndex('IDX_knowledge_articles_rank', 'USING gin ("rankVector")')
export class KnowledgeArticle {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'The Overview.' })
  @Column({ type: 'text', nullable: true })
  summary: string | null;

  /** Markdown or HTML as written, sanitized when saved (KnowledgeArticleService). */
  @Field(() => String, { nullable: true, description: 'Markdown or HTML, sanitized when saved.' })
  @Column({ type: 'text', nullable: true })
  fullContent: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  heroImageUrl: string | null;

  @Field(() => CountryValue)
  @Column({ type: 'enum', enum: COUNTRIES, enumName: 'country', default: 'UK' })
  country: Country;

  @Field(() => CategoryValue)
  @Column({ type: 'enum', enum: CATEGORIES, enumName: 'category' })
  category: Category;

  @Field(() => ResponsibilityValue)
  @Column({ type: 'enum', enum: RESPONSIBILITIES, enumName: 'responsibility' })
  responsibility: Responsibility;

  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById' })
  createdBy?: User | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  updatedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updatedById' })
  updatedBy?: User | null;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => Int, { nullable: true, description: 'Minutes.' })
  @Column({ type: 'integer', nullable: true })
  estimatedDuration: number | null;

  @Field(() => DifficultyValue, { nullable: true })
  @Column({ type: 'enum', enum: DIFFICULTIES, enumName: 'article_difficulty', nullable: true })
  difficulty: Difficulty | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  legalNotes: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastReviewed: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** ARTICLE_SEARCH_VECTOR_SQL, stored by PostgreSQL; never selected, written or sent. */
  @Column({
    type: 'tsvector',
    nullable: true,
    generatedType: 'STORED',
    asExpression: ARTICLE_SEARCH_VECTOR_SQL,
    select: false,
    insert: false,
    update: false,
  })
  searchVector?: string;

  /**
   * ARTICLE_RANK_VECTOR_SQL, stored by PostgreSQL in the row (STORAGE MAIN, migration
   * KnowledgeArticleRankIndex); never selected, written or sent.
   */
  @Column({
    type: 'tsvector',
    nullable: true,
    generatedType: 'STORED',
    asExpression: ARTICLE_RANK_VECTOR_SQL,
    select: false,
    insert: false,
    update: false,
  })
  rankVector?: string;
}
