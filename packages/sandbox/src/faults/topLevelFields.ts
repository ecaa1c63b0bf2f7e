import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';

/**
 * The top-level fields a GraphQL request selects, in the operation it runs (by name, or every
 * operation when it names none); fragments at the top are followed. A document that does not
 * parse selects nothing: the graph itself reports the syntax error.
 */
export function topLevelFields(query: string, operationName?: string | null): string[] {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return [];
  }
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const fields = new Set<string>();
  const visit = (set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment, new Set([...seen, selection.name.value]));
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    visit(definition.selectionSet, new Set());
  }
  return [...fields];
}
