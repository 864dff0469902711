import * as yup from 'yup';
import { ARTICLE_DEFAULTS, KNOWLEDGE_LIMITS, KNOWLEDGE_MESSAGES, isImageAddress } from '@pmp/shared';
import type {
  AdminArticleFieldsFragment,
  ArticleDifficulty,
  Category,
  Country,
  CreateKnowledgeArticleInput,
  Responsibility,
  UpdateKnowledgeArticleInput,
} from '../../gql/graphql';

export type AdminArticle = AdminArticleFieldsFragment;

export interface ArticleFormValues {
  title: string;
  description: string;
  summary: string;
  fullContent: string;
  heroImageUrl: string;
  category: Category;
  responsibility: Responsibility;
  country: Country;
  difficulty: ArticleDifficulty | '';
  /** Minutes, as typed. */
  estimatedDuration: string;
  /** Comma-separated. */
  tags: string;
  legalNotes: string;
  isActive: boolean;
}

/** The GraphQL name of a database value ('plumbing' is PLUMBING). */
const nameOf = <T extends string>(value: string) => value.toUpperCase() as T;

/** A new article (docs/product.md §5): plumbing, tenant, UK, active, beginner, 30 minutes. */
export const newArticleValues: ArticleFormValues = {
  title: '',
  description: '',
  summary: '',
  fullContent: '',
  heroImageUrl: '',
  category: nameOf<Category>(ARTICLE_DEFAULTS.category),
  responsibility: nameOf<Responsibility>(ARTICLE_DEFAULTS.responsibility),
  country: nameOf<Country>(ARTICLE_DEFAULTS.country),
  difficulty: nameOf<ArticleDifficulty>(ARTICLE_DEFAULTS.difficulty),
  estimatedDuration: String(ARTICLE_DEFAULTS.estimatedDuration),
  tags: '',
  legalNotes: '',
  isActive: ARTICLE_DEFAULTS.isActive,
};

export function articleValues(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    description: article.description ?? '',
    summary: article.summary ?? '',
    fullContent: article.fullContent ?? '',
    heroImageUrl: article.heroImageUrl ?? '',
    category: article.category,
    responsibility: article.responsibility,
    country: article.country,
    difficulty: article.difficulty ?? '',
    estimatedDuration:
      article.estimatedDuration === null || article.estimatedDuration === undefined ? '' : String(article.estimatedDuration),
    tags: article.tags.join(', '),
    legalNotes: article.legalNotes ?? '',
    isActive: article.isActive,
  };
}

/** Comma-separated tags as a list: trimmed, empties and repeats dropped. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

export const articleSchema = yup.object({
  title: yup.string().trim().required(KNOWLEDGE_MESSAGES.title).max(KNOWLEDGE_LIMITS.title, KNOWLEDGE_MESSAGES.titleTooLong),
  description: yup.string().max(KNOWLEDGE_LIMITS.description, KNOWLEDGE_MESSAGES.descriptionTooLong),
  summary: yup.string().max(KNOWLEDGE_LIMITS.summary, KNOWLEDGE_MESSAGES.summaryTooLong),
  fullContent: yup.string().max(KNOWLEDGE_LIMITS.fullContent, KNOWLEDGE_MESSAGES.fullContentTooLong),
  heroImageUrl: yup
    .string()
    .trim()
    .max(KNOWLEDGE_LIMITS.heroImageUrl, KNOWLEDGE_MESSAGES.heroImageUrl)
    .test('image-address', KNOWLEDGE_MESSAGES.heroImageUrl, (value) => !value || isImageAddress(value)),
  estimatedDuration: yup
    .string()
    .trim()
    .test(
      'minutes',
      KNOWLEDGE_MESSAGES.estimatedDuration,
      (value) => !value || (/^\d+$/.test(value) && Number(value) <= KNOWLEDGE_LIMITS.estimatedDurationMax),
    ),
  tags: yup.string().test('tags', KNOWLEDGE_MESSAGES.tags, (value) => {
    const tags = splitTags(value ?? '');
    return tags.length <= KNOWLEDGE_LIMITS.tags && tags.every((tag) => tag.length <= KNOWLEDGE_LIMITS.tagLength);
  }),
  legalNotes: yup.string().max(KNOWLEDGE_LIMITS.legalNotes, KNOWLEDGE_MESSAGES.legalNotesTooLong),
});

const text = (value: string) => value.trim() || null;
const minutes = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The fields both saves send. */
function commonInput(values: ArticleFormValues) {
  return {
    title: values.title.trim(),
    description: text(values.description),
    summary: text(values.summary),
    fullContent: text(values.fullContent),
    category: values.category,
    responsibility: values.responsibility,
    country: values.country,
    difficulty: values.difficulty || null,
    estimatedDuration: minutes(values.estimatedDuration),
    tags: splitTags(values.tags),
    legalNotes: text(values.legalNotes),
    isActive: values.isActive,
  };
}

/** A new article: an empty hero image is left out. */
export function toCreateArticleInput(values: ArticleFormValues): CreateKnowledgeArticleInput {
  const heroImageUrl = values.heroImageUrl.trim();
  return { ...commonInput(values), ...(heroImageUrl ? { heroImageUrl } : {}) };
}

/** Changes to an article: an emptied hero image is removed (null); one never set is left out. */
export function toUpdateArticleInput(id: string, values: ArticleFormValues, before: AdminArticle): UpdateKnowledgeArticleInput {
  const heroImageUrl = values.heroImageUrl.trim();
  return {
    id,
    ...commonInput(values),
    ...(heroImageUrl ? { heroImageUrl } : before.heroImageUrl ? { heroImageUrl: null } : {}),
  };
}
