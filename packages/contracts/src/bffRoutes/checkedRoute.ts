import type { PayloadCheck } from '@showroom/contracts';
import type { BFF_PREFIX, BffMethod } from './bffRoute';

/**
 * A route as a page that must not load zod calls it: its method, path and a hand-written check of its 2xx answer.
 * The BFF still serves the route from its zod description; the two share the path, and a test holds the check to
 * the route's response schema.
 */
export interface CheckedBffRoute<T, B = never> {
  method: BffMethod;
  path: `${typeof BFF_PREFIX}/${string}`;
  response: PayloadCheck<T>;
  /**
   * The body's type, for the caller only (`bodyOf<B>()`; a route without one takes none): the BFF parses the body with
   * the route's zod schema, so the browser sends it as typed and checks nothing.
   */
  body?: BodyType<B>;
}

/** A type carried by a route description and never read at run time. */
export interface BodyType<B> {
  readonly bodyType?: B;
}

/** Marks a checked route as taking a body of type B. */
export const bodyOf = <B>(): BodyType<B> => ({});

/** Describes a checked route; `const` keeps its path a literal type. */
export function checkedBffRoute<const R extends CheckedBffRoute<unknown, unknown>>(route: R): R {
  return route;
}
