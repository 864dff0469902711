import { IsIn, IsString, Matches } from 'class-validator';
import { Field, InputType, registerEnumType } from 'type-graphql';

/** GraphQL names UPPER_SNAKE, values the strings REST uses (current, compare, monthly). */
export enum HistoricalPeriod {
  CURRENT = 'current',
  COMPARE = 'compare',
  MONTHLY = 'monthly',
}
registerEnumType(HistoricalPeriod, {
  name: 'HistoricalPeriod',
  description: 'current: the range; compare: the range and the period of equal length before; monthly: per calendar month.',
});

/** yyyy-MM-dd, or an ISO 8601 date-time starting with it; checked in full by the service. */
export const DATE_OR_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}(T.+)?$/;

export const DASHBOARD_MESSAGES = {
  startDate: 'startDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
  endDate: 'endDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
  period: 'period must be current, compare or monthly',
  order: 'endDate must not be before startDate',
  tooLong: 'The range must be at most 5 years',
} as const;

/** Longest range a report may cover, in years. */
export const MAX_RANGE_YEARS = 5;

@InputType()
export class HistoricalMetricsInput {
  @Field({
    description: "First date, yyyy-MM-dd (inclusive); a date-time names the day (in the company's time zone) that begins nearest to it.",
  })
  @Matches(DATE_OR_DATE_TIME_PATTERN, { message: DASHBOARD_MESSAGES.startDate })
  @IsString({ message: DASHBOARD_MESSAGES.startDate })
  startDate: string;

  @Field({ description: "Last date, yyyy-MM-dd (inclusive); a date-time names the day (in the company's time zone) it falls in." })
  @Matches(DATE_OR_DATE_TIME_PATTERN, { message: DASHBOARD_MESSAGES.endDate })
  @IsString({ message: DASHBOARD_MESSAGES.endDate })
  endDate: string;

  @Field(() => HistoricalPeriod)
  @IsIn(Object.values(HistoricalPeriod), { message: DASHBOARD_MESSAGES.period })
  period: HistoricalPeriod;
}
