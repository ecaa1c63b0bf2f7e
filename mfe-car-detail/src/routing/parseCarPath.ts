import { carDetailPath } from '@showroom/sites';

// Car ids are the search index's numeric car_id (at most 12 digits, as the contracts allow).
const CAR_ID = /^\d{1,12}$/;

/** What the path segments after the car detail base say about the car asked for. */
export type CarPath =
  /** No numeric id where one must be: the page does not exist. */
  | { kind: 'invalid' }
  /** An id without a slug in the canonical place: look the slug up and redirect (302). */
  | { kind: 'idOnly'; id: string }
  /** `{id}/{slug}` at the end of the path. */
  | { kind: 'idAndSlug'; id: string; slug: string };

/**
 * Reads the car id (and slug) from the path segments after the car detail base (spec 2, car
 * detail page). The id is the second-to-last segment when that is numeric; otherwise the last
 * segment is the id, with no slug. Empty segments (a doubled or trailing slash) are ignored.
 */
export function parseCarPath(params: readonly string[]): CarPath {
  const segments = params.filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last === undefined) return { kind: 'invalid' };
  const secondToLast = segments.at(-2);
  if (secondToLast !== undefined && CAR_ID.test(secondToLast)) return { kind: 'idAndSlug', id: secondToLast, slug: last };
  return CAR_ID.test(last) ? { kind: 'idOnly', id: last } : { kind: 'invalid' };
}


/**
 * Where a found car's request must go instead, or null when the path is already canonical:
 * 302 when the slug was missing (spec 2: the server looks it up), 301 when the slug or the
 * segments around it are wrong, so search engines keep one URL per car.
 */
export function carRedirect(
  params: readonly string[],
  path: CarPath,
  base: string,
  car: { car_id: string; slug: string },
): { status: 301 | 302; location: string } | null {
  if (path.kind === 'invalid') return null;
  const location = carDetailPath(base, car);
  if (path.kind === 'idOnly') return { status: 302, location };
  const [id, slug] = params;
  const canonical = params.length === 2 && id === car.car_id && (slug === car.slug || slug === encodeURIComponent(car.slug));
  return canonical ? null : { status: 301, location };
}
