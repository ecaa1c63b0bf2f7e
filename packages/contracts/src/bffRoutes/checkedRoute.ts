import type { PayloadCheck } from '@showroom/contracts';
import type { BFF_PREFIX, BffMethod } from './bffRoute';

/**
 * A route as a page that must not load zod calls it: its method, path and a hand-written check of its 2xx answer.
 * The BFF still serves the route from its zod description; the two share the path, and a test holds the check to
 * the route's response schema.
 */
export interface CheckedBffRoute<T> {
  method: BffMethod;
  path: `${typeof BFF_PREFIX}/${string}`;
  response: PayloadCheck<T>;
}

/** Describes a checked route; `const` keeps its path a literal type. */
export function checkedBffRoute<const R extends CheckedBffRoute<unknown>>(route: R): R {
  return route;
}
