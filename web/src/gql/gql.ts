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
    "fragment ContactRecord on Contact {\n  id\n  name\n  email\n  phone\n  language\n  notes\n  createdAt\n}\n\nquery ContactList($search: String, $limit: Int, $offset: Int) {\n  contacts(search: $search, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...ContactRecord\n    }\n  }\n}\n\nmutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    ...ContactRecord\n  }\n}\n\nmutation UpdateContact($input: UpdateContactInput!) {\n  updateContact(input: $input) {\n    ...ContactRecord\n  }\n}": typeof types.ContactRecordFragmentDoc,
    "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}": typeof types.SystemStatusDocument,
};
const documents: Documents = {
    "fragment CurrentUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  connectedEmailProvider\n}\n\nquery CurrentUser {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": types.CurrentUserFieldsFragmentDoc,
    "fragment ContactRecord on Contact {\n  id\n  name\n  email\n  phone\n  language\n  notes\n  createdAt\n}\n\nquery ContactList($search: String, $limit: Int, $offset: Int) {\n  contacts(search: $search, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...ContactRecord\n    }\n  }\n}\n\nmutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    ...ContactRecord\n  }\n}\n\nmutation UpdateContact($input: UpdateContactInput!) {\n  updateContact(input: $input) {\n    ...ContactRecord\n  }\n}": types.ContactRecordFragmentDoc,
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
export function graphql(source: "fragment ContactRecord on Contact {\n  id\n  name\n  email\n  phone\n  language\n  notes\n  createdAt\n}\n\nquery ContactList($search: String, $limit: Int, $offset: Int) {\n  contacts(search: $search, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...ContactRecord\n    }\n  }\n}\n\nmutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    ...ContactRecord\n  }\n}\n\nmutation UpdateContact($input: UpdateContactInput!) {\n  updateContact(input: $input) {\n    ...ContactRecord\n  }\n}"): (typeof documents)["fragment ContactRecord on Contact {\n  id\n  name\n  email\n  phone\n  language\n  notes\n  createdAt\n}\n\nquery ContactList($search: String, $limit: Int, $offset: Int) {\n  contacts(search: $search, limit: $limit, offset: $offset) {\n    totalCount\n    nodes {\n      ...ContactRecord\n    }\n  }\n}\n\nmutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    ...ContactRecord\n  }\n}\n\nmutation UpdateContact($input: UpdateContactInput!) {\n  updateContact(input: $input) {\n    ...ContactRecord\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}"): (typeof documents)["query SystemStatus {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}\n\nsubscription SystemStatusChanged {\n  systemStatus {\n    databaseReachable\n    checkedAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;