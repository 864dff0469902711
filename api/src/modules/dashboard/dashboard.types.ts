import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { TaskPriorityValue, TaskStatusValue } from '../tasks/task.enums';
import { HistoricalPeriod } from './dashboard.inputs';

/** Tickets per priority: the active ones in the current figures, the ones created in it for a period. */
@ObjectType({
  description: 'Tickets per priority: active ones (current figures) or ones created in the period (historical figures).',
  simpleResolvers: true,
})
export class PriorityCounts {
  @Field(() => Int)
  emergency: number;

  @Field(() => Int)
  urgent: number;

  @Field(() => Int)
  important: number;
}

/** Dashboard metrics; each figure is defined in docs/decisions.md (Dashboard). */
@ObjectType({ description: "The dashboard figures for the current month and day (in the company's time zone).", simpleResolvers: true })
export class DashboardMetrics {
  @Field(() => Int, { description: 'Tickets whose status is not completed.' })
  activeTickets: number;

  @Field(() => Int, { description: 'Tickets created this month.' })
  newThisMonth: number;

  @Field(() => Int, { description: 'Tickets resolved this month.' })
  resolvedThisMonth: number;

  @Field(() => Int, { description: 'Tickets not completed whose due time has passed.' })
  overdueSLA: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Percentage of the tickets resolved this month that were resolved at or before their due time; null when none was resolved.',
  })
  slaComplianceRate: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Mean hours from creation to first response over tickets created this month that have a response.',
  })
  avgResponseTime: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean hours from creation to resolution over tickets resolved this month.' })
  avgResolutionTime: number | null;

  @Field(() => PriorityCounts)
  priorities: PriorityCounts;

  @Field(() => Int, { description: 'Tickets created today.' })
  newToday: number;

  @Field(() => Int, { description: 'Tickets resolved today.' })
  resolvedToday: number;

  @Field({ description: 'Whether any task exists at all.' })
  hasTasks: boolean;
}

/** The report figures of one period of dates (inclusive). */
@ObjectType({ description: "Ticket figures over a period of dates (both inclusive, in the company's time zone)." })
export class PeriodMetrics {
  @Field({ description: 'First date of the period, yyyy-MM-dd.' })
  startDate: string;

  @Field({ description: 'Last date of the period, yyyy-MM-dd.' })
  endDate: string;

  @Field(() => Int, { description: 'Tickets created in the period.' })
  newTickets: number;

  @Field(() => Int, { description: 'Tickets resolved in the period.' })
  resolvedTickets: number;

  @Field(() => Int, { description: 'Of those, resolved at or before their due time.' })
  resolvedOnTime: number;

  @Field(() => Int, { description: 'Of those, resolved after their due time.' })
  resolvedLate: number;

  @Field(() => Float, { nullable: true, description: 'resolvedOnTime as a percentage of resolvedTickets; null when none.' })
  slaComplianceRate: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean first-response hours over tickets created in the period.' })
  avgResponseTime: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean resolution hours over tickets resolved in the period.' })
  avgResolutionTime: number | null;

  // The dashboard's names for a period's figures, which the spec's client reads (docs/decisions.md).
  @Field(() => Int, { description: 'Tickets open at the end of the period (or now, if it has not ended).' })
  activeTickets: number;

  @Field(() => Int, { description: 'Tickets created in the period (newTickets).' })
  newThisMonth: number;

  @Field(() => Int, { description: 'Tickets resolved in the period (resolvedTickets).' })
  resolvedThisMonth: number;

  @Field(() => Int, { description: 'Of activeTickets, those past their due time then.' })
  overdueSLA: number;

  @Field(() => PriorityCounts, { description: 'Tickets created in the period per priority.' })
  priorities: PriorityCounts;
}

@ObjectType({ description: 'The figures of one calendar month, clipped to the requested range.' })
export class MonthlyMetrics extends PeriodMetrics {
  @Field({ description: 'The month, yyyy-MM.' })
  month: string;
}

@ObjectType()
export class HistoricalMetrics {
  @Field(() => HistoricalPeriod)
  period: HistoricalPeriod;

  @Field(() => PeriodMetrics)
  current: PeriodMetrics;

  @Field(() => PeriodMetrics, { nullable: true, description: 'The period of equal length before; only for COMPARE.' })
  previous: PeriodMetrics | null;

  @Field(() => [MonthlyMetrics], { description: 'One entry per calendar month the range touches.' })
  monthlyBreakdown: MonthlyMetrics[];
}

/** A pending or in-progress task for the dashboard's Recent Tasks panel. */
@ObjectType({ description: 'A pending or in-progress task, for the dashboard.', simpleResolvers: true })
export class RecentTask {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => TaskStatusValue, { description: 'PENDING or IN_PROGRESS.' })
  status: TaskStatusValue;

  @Field(() => TaskPriorityValue)
  priority: TaskPriorityValue;

  @Field(() => Date, { nullable: true })
  dueDate: Date | null;

  @Field(() => ID, { nullable: true })
  ticketId: string | null;

  @Field(() => Int, { nullable: true })
  ticketNumber: number | null;

  @Field()
  createdAt: Date;
}
