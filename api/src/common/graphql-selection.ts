import { type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected under the current field, at `path` below it (e.g. ['nodes']
 * under a connection), through fragments and inline fragments, whatever their aliases. @skip and
 * @include are not evaluated: a field they may leave out is counted as selected, so the set is
 * never smaller than what the response needs.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const step of path) {
    const next: SelectionSetNode[] = [];
    for (const set of sets)
      for (const field of fieldsOf(set, info.fragments)) if (field.name.value === step && field.selectionSet) next.push(field.selectionSet);
    sets = next;
  }
  const names = new Set<string>();
  for (const set of sets) for (const field of fieldsOf(set, info.fragments)) names.add(field.name.value);
  return names;
}

function fieldsOf(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...fieldsOf(selection.selectionSet, fragments, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments[selection.name.value];
      if (fragment) fields.push(...fieldsOf(fragment.selectionSet, fragments, seen));
    }
  }
  return fields;
}

/**
 * `derive(names, below)` of the fields selected at `path` (`below(name)`: those selected under
 * one of them), computed once per query document: the parsed
 * documents are cached (Apollo's document store), so the same field node comes back with every
 * request of that operation, and what is selected below one field node depends on it alone. (A
 * field selected twice in one place is merged from several nodes: not kept, computed each time.)
 */
export function perSelection<T>(
  path: readonly string[],
  derive: (names: Set<string>, below: (field: string) => Set<string>) => T,
): (info: GraphQLResolveInfo) => T {
  const cache = new WeakMap<FieldNode, T>();
  const compute = (info: GraphQLResolveInfo) =>
    derive(selectedFieldNames(info, path), (field) => selectedFieldNames(info, [...path, field]));
  return (info) => {
    if (info.fieldNodes.length !== 1) return compute(info);
    const key = info.fieldNodes[0];
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(info);
      cache.set(key, value);
    }
    return value;
  };
}
