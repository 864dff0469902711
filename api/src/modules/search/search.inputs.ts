import { Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { FIELD_LIMITS } from '@pmp/shared';

export const SEARCH_LIMITS = {
  /** Shorter queries (after trimming) answer empty lists without querying. */
  minQuery: 2,
  maxQuery: FIELD_LIMITS.search,
  minLimit: 1,
  maxLimit: 10,
  defaultLimit: 5,
} as const;

export const SEARCH_MESSAGES = {
  limit: `limit must be a whole number from ${SEARCH_LIMITS.minLimit} to ${SEARCH_LIMITS.maxLimit}`,
  query: `Search must be at most ${SEARCH_LIMITS.maxQuery} characters`,
} as const;

@ArgsType()
export class GlobalSearchArgs {
  @Field(() => String, { description: `The text to find; under ${SEARCH_LIMITS.minQuery} characters (trimmed) answers nothing.` })
  @MaxLength(SEARCH_LIMITS.maxQuery, { message: SEARCH_MESSAGES.query })
  query: string;

  @Field(() => Int, {
    defaultValue: SEARCH_LIMITS.defaultLimit,
    description: `Matches per kind (${SEARCH_LIMITS.minLimit} to ${SEARCH_LIMITS.maxLimit}).`,
  })
  @Min(SEARCH_LIMITS.minLimit, { message: SEARCH_MESSAGES.limit })
  @Max(SEARCH_LIMITS.maxLimit, { message: SEARCH_MESSAGES.limit })
  limit: number = SEARCH_LIMITS.defaultLimit;
}
