// The web app's GraphQL operations as it sends them: one operation of a web/src/features/*/*.graphql
// file with only the fragments it uses, and `__typename` in every selection set, as Apollo Client's
// cache adds it before sending.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print, separateOperations } from 'graphql';
import { ROOT } from './server.mjs';

function operationDocument(file, name) {
  const document = parse(readFileSync(path.join(ROOT, 'web', 'src', 'features', file), 'utf8'));
  const operation = separateOperations(document)[name];
  if (!operation) throw new Error(`web/src/features/${file} has no operation ${name}`);
  return operation;
}

/**
 * The names of the fields operation `name` selects at `fieldPath` (from its root, e.g.
 * ['tickets', 'nodes']), through fragments: what its resolver is asked for there.
 */
export function selectedNames(file, name, fieldPath) {
  const document = operationDocument(file, name);
  const fragments = Object.fromEntries(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const fieldsOf = (set) =>
    set.selections.flatMap((s) =>
      s.kind === Kind.FIELD
        ? [s]
        : s.kind === Kind.INLINE_FRAGMENT
          ? fieldsOf(s.selectionSet)
          : fieldsOf(fragments[s.name.value].selectionSet),
    );
  let sets = [document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION).selectionSet];
  for (const step of fieldPath)
    sets = sets.flatMap((set) =>
      fieldsOf(set)
        .filter((f) => f.name.value === step && f.selectionSet)
        .map((f) => f.selectionSet),
    );
  return new Set(sets.flatMap((set) => fieldsOf(set).map((f) => f.name.value)));
}

/**
 * The text of operation `name` of web/src/features/`file`.
 * @param {string} file e.g. 'tickets/tickets.graphql'
 * @param {string} name e.g. 'Tickets'
 */
export function webOperation(file, name) {
  return print(addTypenameToDocument(operationDocument(file, name)));
}

/** A POST /graphql request of a web operation, checked by `check(data)` (problem text or null). */
export function graphqlRequest({ cookie, file, name, variables, check }) {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationName: name, query: webOperation(file, name), variables }),
    check: (_status, body) => {
      const parsed = JSON.parse(body);
      if (parsed.errors) return `GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 300)}`;
      return check(parsed.data);
    },
  };
}
