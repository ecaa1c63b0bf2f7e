import type { CompareItem, SearchResult } from '@showroom/contracts';
import type { HitSearcher } from './compareDetails';

/** Test data: compare list items and the search records behind them. */
export const XC60: CompareItem = { car_id: '101', slug: 'volvo-xc60', title: 'Volvo XC60 B4', image: '/-/media/cars/101/1.svg', price_text: '389 900 kr' };
export const I3: CompareItem = { car_id: '202', slug: 'bmw-i3', title: 'BMW i3', price_text: '199 900 kr' };

export const record = (item: CompareItem, extra: Record<string, unknown> = {}) => ({
  car_id: item.car_id,
  slug: item.slug,
  car_brand: item.title.split(' ')[0],
  car_model: item.title.split(' ')[1],
  car_price: 389900,
  car_price_currency: 'SEK',
  car_year: 2022,
  car_fuel: 'Bensin',
  ...extra,
});

/** A search whose answers the test releases by hand, to see the pending state. */
export function controlledApi() {
  const calls: { request: unknown; resolve: (content: unknown[]) => void; reject: (error: Error) => void }[] = [];
  const search = jest.fn(
    (request: unknown) =>
      new Promise<SearchResult<unknown>>((resolve, reject) => {
        calls.push({ request, resolve: (content) => resolve({ facet: [], content, total_items: content.length, limit: content.length, offset: 0 }), reject });
      }),
  );
  const searchHits: HitSearcher = search;
  return { searchHits, search, calls };
}
