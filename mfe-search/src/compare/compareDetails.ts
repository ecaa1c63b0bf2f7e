import type { SearchRequestInput, SearchResult, SiteCodeValue } from '@showroom/contracts';
import { COMPARE_FIELDS, compareCarCheck } from './compareCarCheck';
import type { CompareCar } from './compareCarSchema';

export type { CompareCar } from './compareCarSchema';
export { COMPARE_FIELDS } from './compareCarCheck';

/** One search whose hits the caller reads itself (each compared car on its own). */
export type HitSearcher = (request: SearchRequestInput) => Promise<SearchResult<unknown>>;

/** The search service answers at most this many items per request; the compare list is capped there too. */
const MAX_IDS = 100;

/** The one search that fetches the compared cars' details by car_id (spec 2 §7 "compare detail by car_id"). */
export function compareDetailsRequest(site: SiteCodeValue, ids: readonly string[]): SearchRequestInput {
  const wanted = [...new Set(ids.filter((id) => /^\d{1,12}$/.test(id)))].slice(0, MAX_IDS);
  return { index: 'cars', site, fields: COMPARE_FIELDS, filters: { car_id: wanted }, limit: wanted.length, offset: 0 };
}

/** Parses each item on its own, so one malformed car is skipped instead of failing the whole table. */
export function parseCompareCars(items: readonly unknown[]): Map<string, CompareCar> {
  const cars = new Map<string, CompareCar>();
  for (const item of items) {
    const parsed = compareCarCheck.safeParse(item);
    if (parsed.success) cars.set(parsed.data.car_id, parsed.data);
  }
  return cars;
}

/** Fetches the compared cars by id; rejects when the search fails, so the modal can offer a retry. */
export async function fetchCompareCars(searchHits: HitSearcher, site: SiteCodeValue, ids: readonly string[]): Promise<Map<string, CompareCar>> {
  const request = compareDetailsRequest(site, ids);
  if (request.limit === 0) return new Map();
  const answer = await searchHits(request);
  return parseCompareCars(answer.content);
}
