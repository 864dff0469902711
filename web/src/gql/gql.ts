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
    "fragment NotificationFields on Notification {\n  id\n  type\n  title\n  body\n  taskId\n  ticketId\n  readAt\n  createdAt\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nquery Notifications($unreadOnly: Boolean, $limit: Int, $offset: Int) {\n  notifications(unreadOnly: $unreadOnly, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...NotificationFields\n    }\n  }\n}\n\nmutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) {\n    ...NotificationFields\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": typeof types.NotificationFieldsFragmentDoc,
    "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}": typeof types.SystemStatusDocument,
    "fragment TaskFields on Task {\n  id\n  ticketId\n  title\n  description\n  status\n  priority\n  assigneeId\n  createdById\n  dueDate\n  completedAt\n  remindBeforeMinutes\n  overdueRepeatMinutes\n  nextReminderAt\n  snoozedUntil\n  createdAt\n  updatedAt\n  assignee {\n    id\n    firstName\n    lastName\n    email\n  }\n}\n\nquery TicketTasks($ticketId: ID!, $limit: Int, $offset: Int) {\n  tasks(ticketId: $ticketId, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...TaskFields\n    }\n  }\n}\n\nmutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskFields\n  }\n}\n\nmutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskFields\n  }\n}": typeof types.TaskFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment CurrentUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  connectedEmailProvider\n}\n\nquery CurrentUser {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": types.CurrentUserFieldsFragmentDoc,
    "fragment NotificationFields on Notification {\n  id\n  type\n  title\n  body\n  taskId\n  ticketId\n  readAt\n  createdAt\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nquery Notifications($unreadOnly: Boolean, $limit: Int, $offset: Int) {\n  notifications(unreadOnly: $unreadOnly, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...NotificationFields\n    }\n  }\n}\n\nmutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) {\n    ...NotificationFields\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": types.NotificationFieldsFragmentDoc,
    "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}": types.SystemStatusDocument,
    "fragment TaskFields on Task {\n  id\n  ticketId\n  title\n  description\n  status\n  priority\n  assigneeId\n  createdById\n  dueDate\n  completedAt\n  remindBeforeMinutes\n  overdueRepeatMinutes\n  nextReminderAt\n  snoozedUntil\n  createdAt\n  updatedAt\n  assignee {\n    id\n    firstName\n    lastName\n    email\n  }\n}\n\nquery TicketTasks($ticketId: ID!, $limit: Int, $offset: Int) {\n  tasks(ticketId: $ticketId, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...TaskFields\n    }\n  }\n}\n\nmutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskFields\n  }\n}\n\nmutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskFields\n  }\n}": types.TaskFieldsFragmentDoc,
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
export function graphql(source: "fragment NotificationFields on Notification {\n  id\n  type\n  title\n  body\n  taskId\n  ticketId\n  readAt\n  createdAt\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nquery Notifications($unreadOnly: Boolean, $limit: Int, $offset: Int) {\n  notifications(unreadOnly: $unreadOnly, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...NotificationFields\n    }\n  }\n}\n\nmutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) {\n    ...NotificationFields\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"): (typeof documents)["fragment NotificationFields on Notification {\n  id\n  type\n  title\n  body\n  taskId\n  ticketId\n  readAt\n  createdAt\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nquery Notifications($unreadOnly: Boolean, $limit: Int, $offset: Int) {\n  notifications(unreadOnly: $unreadOnly, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...NotificationFields\n    }\n  }\n}\n\nmutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) {\n    ...NotificationFields\n  }\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}"): (typeof documents)["query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TaskFields on Task {\n  id\n  ticketId\n  title\n  description\n  status\n  priority\n  assigneeId\n  createdById\n  dueDate\n  completedAt\n  remindBeforeMinutes\n  overdueRepeatMinutes\n  nextReminderAt\n  snoozedUntil\n  createdAt\n  updatedAt\n  assignee {\n    id\n    firstName\n    lastName\n    email\n  }\n}\n\nquery TicketTasks($ticketId: ID!, $limit: Int, $offset: Int) {\n  tasks(ticketId: $ticketId, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...TaskFields\n    }\n  }\n}\n\nmutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskFields\n  }\n}\n\nmutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskFields\n  }\n}"): (typeof documents)["fragment TaskFields on Task {\n  id\n  ticketId\n  title\n  description\n  status\n  priority\n  assigneeId\n  createdById\n  dueDate\n  completedAt\n  remindBeforeMinutes\n  overdueRepeatMinutes\n  nextReminderAt\n  snoozedUntil\n  createdAt\n  updatedAt\n  assignee {\n    id\n    firstName\n    lastName\n    email\n  }\n}\n\nquery TicketTasks($ticketId: ID!, $limit: Int, $offset: Int) {\n  tasks(ticketId: $ticketId, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...TaskFields\n    }\n  }\n}\n\nmutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskFields\n  }\n}\n\nmutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;