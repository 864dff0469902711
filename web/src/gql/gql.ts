/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CurrentUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  connectedEmailProvider\n}\n\nquery CurrentUser {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.CurrentUserFieldsFragmentDoc,
    "fragment PeriodMetricsFields on PeriodMetrics {\n  startDate\n  endDate\n  newTickets\n  resolvedTickets\n  resolvedOnTime\n  resolvedLate\n  slaComplianceRate\n  avgResponseTime\n  avgResolutionTime\n}\n\nquery DashboardMetrics {\n  dashboardMetrics {\n    activeTickets\n    newThisMonth\n    resolvedThisMonth\n    overdueSLA\n    slaComplianceRate\n    avgResponseTime\n    avgResolutionTime\n    priorities {\n      emergency\n      urgent\n      important\n    }\n    newToday\n    resolvedToday\n    hasTasks\n  }\n  recentTasks {\n    id\n    title\n    description\n    status\n    priority\n    dueDate\n    ticketId\n    ticketNumber\n  }\n}\n\nquery HistoricalMetrics($input: HistoricalMetricsInput!) {\n  historicalMetrics(input: $input) {\n    period\n    current {\n      ...PeriodMetricsFields\n    }\n    previous {\n      ...PeriodMetricsFields\n    }\n    monthlyBreakdown {\n      month\n      startDate\n      endDate\n      newTickets\n      resolvedTickets\n      resolvedOnTime\n      resolvedLate\n      slaComplianceRate\n      avgResponseTime\n      avgResolutionTime\n    }\n  }\n}": typeof types.PeriodMetricsFieldsFragmentDoc,
    "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}": typeof types.SystemStatusDocument,
};
const documents: Documents = {
    "fragment CurrentUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  connectedEmailProvider\n}\n\nquery CurrentUser {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": types.CurrentUserFieldsFragmentDoc,
    "fragment PeriodMetricsFields on PeriodMetrics {\n  startDate\n  endDate\n  newTickets\n  resolvedTickets\n  resolvedOnTime\n  resolvedLate\n  slaComplianceRate\n  avgResponseTime\n  avgResolutionTime\n}\n\nquery DashboardMetrics {\n  dashboardMetrics {\n    activeTickets\n    newThisMonth\n    resolvedThisMonth\n    overdueSLA\n    slaComplianceRate\n    avgResponseTime\n    avgResolutionTime\n    priorities {\n      emergency\n      urgent\n      important\n    }\n    newToday\n    resolvedToday\n    hasTasks\n  }\n  recentTasks {\n    id\n    title\n    description\n    status\n    priority\n    dueDate\n    ticketId\n    ticketNumber\n  }\n}\n\nquery HistoricalMetrics($input: HistoricalMetricsInput!) {\n  historicalMetrics(input: $input) {\n    period\n    current {\n      ...PeriodMetricsFields\n    }\n    previous {\n      ...PeriodMetricsFields\n    }\n    monthlyBreakdown {\n      month\n      startDate\n      endDate\n      newTickets\n      resolvedTickets\n      resolvedOnTime\n      resolvedLate\n      slaComplianceRate\n      avgResponseTime\n      avgResolutionTime\n    }\n  }\n}": types.PeriodMetricsFieldsFragmentDoc,
    "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}": types.SystemStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  connectedEmailProvider\n}\n\nquery CurrentUser {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment CurrentUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  connectedEmailProvider\n}\n\nquery CurrentUser {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PeriodMetricsFields on PeriodMetrics {\n  startDate\n  endDate\n  newTickets\n  resolvedTickets\n  resolvedOnTime\n  resolvedLate\n  slaComplianceRate\n  avgResponseTime\n  avgResolutionTime\n}\n\nquery DashboardMetrics {\n  dashboardMetrics {\n    activeTickets\n    newThisMonth\n    resolvedThisMonth\n    overdueSLA\n    slaComplianceRate\n    avgResponseTime\n    avgResolutionTime\n    priorities {\n      emergency\n      urgent\n      important\n    }\n    newToday\n    resolvedToday\n    hasTasks\n  }\n  recentTasks {\n    id\n    title\n    description\n    status\n    priority\n    dueDate\n    ticketId\n    ticketNumber\n  }\n}\n\nquery HistoricalMetrics($input: HistoricalMetricsInput!) {\n  historicalMetrics(input: $input) {\n    period\n    current {\n      ...PeriodMetricsFields\n    }\n    previous {\n      ...PeriodMetricsFields\n    }\n    monthlyBreakdown {\n      month\n      startDate\n      endDate\n      newTickets\n      resolvedTickets\n      resolvedOnTime\n      resolvedLate\n      slaComplianceRate\n      avgResponseTime\n      avgResolutionTime\n    }\n  }\n}"): (typeof documents)["fragment PeriodMetricsFields on PeriodMetrics {\n  startDate\n  endDate\n  newTickets\n  resolvedTickets\n  resolvedOnTime\n  resolvedLate\n  slaComplianceRate\n  avgResponseTime\n  avgResolutionTime\n}\n\nquery DashboardMetrics {\n  dashboardMetrics {\n    activeTickets\n    newThisMonth\n    resolvedThisMonth\n    overdueSLA\n    slaComplianceRate\n    avgResponseTime\n    avgResolutionTime\n    priorities {\n      emergency\n      urgent\n      important\n    }\n    newToday\n    resolvedToday\n    hasTasks\n  }\n  recentTasks {\n    id\n    title\n    description\n    status\n    priority\n    dueDate\n    ticketId\n    ticketNumber\n  }\n}\n\nquery HistoricalMetrics($input: HistoricalMetricsInput!) {\n  historicalMetrics(input: $input) {\n    period\n    current {\n      ...PeriodMetricsFields\n    }\n    previous {\n      ...PeriodMetricsFields\n    }\n    monthlyBreakdown {\n      month\n      startDate\n      endDate\n      newTickets\n      resolvedTickets\n      resolvedOnTime\n      resolvedLate\n      slaComplianceRate\n      avgResponseTime\n      avgResolutionTime\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}"): (typeof documents)["query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;