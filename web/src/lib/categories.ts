import { CATEGORY_LABELS as LABELS_BY_VALUE, CategoryValue, byName, namesOf } from '@pmp/shared';
import type { Category } from '../gql/graphql';

/** The categories tickets, articles and the matrix share, as GraphQL names in the product's order, with how each reads. */
export const CATEGORIES: readonly Category[] = namesOf(CategoryValue);
export const CATEGORY_LABELS: Record<Category, string> = byName(CategoryValue, LABELS_BY_VALUE);
