// The checks a production page runs in the browser without zod (issue 14: zod is 11.6 kB of the home page's
// JavaScript, and a page that validates no form needs it only for these few payloads). Each one is written by
// hand next to the zod schema it stands for, and its test holds the two to the same answers over thousands of
// generated values, so the schema stays the one description and the check cannot drift from it.

/** What a check answers: zod's safeParse shape, so a zod schema fits wherever a check does. */
export type PayloadCheckResult<T> = { success: true; data: T } | { success: false; error: { message: string } };

/** A payload check: a hand-written stand-in for a zod schema's safeParse. */
export interface PayloadCheck<T> {
  safeParse(value: unknown): PayloadCheckResult<T>;
}

/** An object zod's z.object accepts: not null, not an array. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string of at most `max` UTF-16 units (zod's maxLength counts the same). */
export function isStringUpTo(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** A failed check with its reason, prefixed by where in the payload it is. */
export function checkFailure(path: string, message: string): { success: false; error: { message: string } } {
  return { success: false, error: { message: path ? `${path}: ${message}` : message } };
}

/**
 * A list as z.array(item) with a maxLength checks it: at most `max` entries, each by `itemOf`, named by its index
 * below `path` (the list's own place in the payload, '' at the top).
 */
export function checkListOf<T>(value: unknown, max: number, unit: string, itemOf: (entry: unknown, path: string) => PayloadCheckResult<T>, path = ''): PayloadCheckResult<T[]> {
  if (!Array.isArray(value)) return checkFailure(path, 'expected a list');
  if (value.length > max) return checkFailure(path, `expected at most ${max} ${unit}`);
  const items: T[] = [];
  for (const [index, entry] of value.entries()) {
    const item = itemOf(entry, path ? `${path}.${index}` : String(index));
    if (!item.success) return item;
    items.push(item.data);
  }
  return { success: true, data: items };
}
