import { CAR_CARD_FIELDS, type CarCard, type CarTeasersFields, type SearchRequestInput } from '@showroom/contracts';
import { RANGE_FIELDS } from '../../car-list/carListFacets';
import { carsRequest, searchStateFromQuery } from '../../search-state';

/** Spec 2 "Search service": cars by a list of car_id, limit 100. */
export const TEASER_ID_LIMIT = 100;
/** Spec 2: a predefined query shows NumberOfCars, else Limit, else 8 cars. */
export const TEASER_DEFAULT_LIMIT = 8;

const CAR_ID = /^\d{1,12}$/;

/** The fixed car ids of a teaser block: PimIds, else Ids, split by comma, in their order, each once, at most 100. */
export function teaserIds(fields: Pick<CarTeasersFields, 'PimIds' | 'Ids'>): string[] {
  const list = fields.PimIds?.trim() ? fields.PimIds : (fields.Ids ?? '');
  const ids = list
    .split(',')
    .map((id) => id.trim())
    .filter((id) => CAR_ID.test(id));
  return [...new Set(ids)].slice(0, TEASER_ID_LIMIT);
}

/** How many cars a predefined query shows. 0 counts as unset: an editor who wants none removes the block. */
export function teaserLimit(fields: Pick<CarTeasersFields, 'NumberOfCars' | 'Limit'>): number {
  return Math.min(fields.NumberOfCars || fields.Limit || TEASER_DEFAULT_LIMIT, TEASER_ID_LIMIT);
}

/** The query string of a predefined query ("car_fuel=El&car_price=..400000") as the list's query object. */
function queryObject(filters: string | undefined): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams((filters ?? '').replace(/^\?/, ''))) (query[key] ??= []).push(value);
  return query;
}

/**
 * The one search a teaser block makes: the fixed ids (limit 100) when it has any, else its
 * predefined query, read like a car list URL, with its limit and optional sort.
 */
export function teaserRequest(site: SearchRequestInput['site'], fields: CarTeasersFields): SearchRequestInput {
  const ids = teaserIds(fields);
  if (ids.length) return { index: 'cars', site, fields: [...CAR_CARD_FIELDS], filters: { car_id: ids }, limit: TEASER_ID_LIMIT, offset: 0 };
  const state = searchStateFromQuery(queryObject(fields.Filters), RANGE_FIELDS);
  const sorted = fields.Sort ? { ...state, sortName: fields.Sort } : state;
  return { ...carsRequest(site, { ...sorted, page: 0 }, CAR_CARD_FIELDS), limit: teaserLimit(fields) };
}

/** Cars in the order of the editor's ids (the service answers in its own order); ids it did not find are skipped. */
export function inIdOrder(cars: readonly CarCard[], ids: readonly string[]): CarCard[] {
  const byId = new Map(cars.map((car) => [car.car_id, car]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
