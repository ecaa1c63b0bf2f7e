/** Nested facet values join their levels with '>' ("BMW>X5"), as nested facet names do. */
export const LEVEL_SEPARATOR = '>';

/** The value of a child under a parent value: "BMW" + "X5" -> "BMW>X5". */
export function childPath(parent: string, text: string): string {
  return `${parent}${LEVEL_SEPARATOR}${text}`;
}

/** How deep a value is: "BMW" 0, "BMW>X5" 1. */
export function pathDepth(path: string): number {
  return path.split(LEVEL_SEPARATOR).length - 1;
}

/** A value as people read it: "BMW>X5" -> "BMW X5". */
export function pathText(path: string): string {
  return path.split(LEVEL_SEPARATOR).join(' ');
}

const isUnder = (value: string, path: string) => value.startsWith(path + LEVEL_SEPARATOR);

/** Whether a value is chosen, itself or through a chosen value under it ("BMW>X5" makes "BMW" chosen). */
export function isPathActive(selected: readonly string[], path: string): boolean {
  return selected.some((value) => value === path || isUnder(value, path));
}

/**
 * A nested facet's values after ticking or unticking `path`. The search ORs a facet's values, so
 * "BMW" beside "BMW>X5" would bring back every BMW: ticking a value drops its ancestors, and
 * unticking drops the value with everything under it, putting its parent back when nothing else
 * under the parent is left, so unticking the last model keeps the brand. Parents above
 * `firstDepth` are not put back (they are chosen in another facet).
 */
export function toggleNestedPath(selected: readonly string[], path: string, firstDepth = 0): string[] {
  if (isPathActive(selected, path)) {
    const rest = selected.filter((value) => value !== path && !isUnder(value, path));
    const levels = path.split(LEVEL_SEPARATOR);
    const parent = levels.slice(0, -1).join(LEVEL_SEPARATOR);
    if (levels.length - 2 >= firstDepth && parent && !isPathActive(rest, parent)) rest.push(parent);
    return rest;
  }
  const levels = path.split(LEVEL_SEPARATOR);
  const ancestors = new Set(levels.slice(0, -1).map((_, i) => levels.slice(0, i + 1).join(LEVEL_SEPARATOR)));
  return [...selected.filter((value) => !ancestors.has(value)), path];
}

/** The values to toggle to get from one list to another: the removed ones first, then the added. */
export function togglesBetween(before: readonly string[], after: readonly string[]): string[] {
  return [...before.filter((v) => !after.includes(v)), ...after.filter((v) => !before.includes(v))];
}
