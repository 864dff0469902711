import { registerEnumType } from 'type-graphql';
import { ActivityTypeValue, CategoryValue, SlaStateValue, TicketPriorityValue, TicketStatusValue } from '@pmp/shared';

/**
 * The enumerations tickets and their activities use (docs/product.md §4), defined once in
 * `@pmp/shared` (packages/shared/src/enums.ts): PostgreSQL enforces each as an enum type; REST speaks
 * the database strings (the values), GraphQL the UPPER_SNAKE names registered here.
 */
export {
  ACTIVITY_TYPES,
  ActivityTypeValue,
  CATEGORIES,
  CategoryValue,
  SlaStateValue,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketPriorityValue,
  TicketStatusValue,
} from '@pmp/shared';
export type { ActivityType, Category, TicketPriority, TicketStatus } from '@pmp/shared';

registerEnumType(TicketPriorityValue, { name: 'TicketPriority', description: 'SLA: emergency 24 h, urgent 5 days, important 10 days.' });
registerEnumType(TicketStatusValue, { name: 'TicketStatus' });
registerEnumType(CategoryValue, { name: 'Category' });
registerEnumType(ActivityTypeValue, { name: 'ActivityType' });
registerEnumType(SlaStateValue, { name: 'SlaState' });
