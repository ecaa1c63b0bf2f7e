import type { SiteCodeValue } from '@showroom/contracts';
import { facetsRequest } from '../search-state';
import type { CarSearcher } from './carSearcher';
import type { RelaxOption } from './relaxOptions';

/** How many cars each relaxed search finds (a facets-only request each), those that find none left out. */
export async function countRelaxed(searchCars: CarSearcher, site: SiteCodeValue, options: readonly RelaxOption[]): Promise<{ option: RelaxOption; count: number }[]> {
  const counted = await Promise.all(options.map(async (option) => ({ option, count: (await searchCars(facetsRequest(site, option.search, []))).total_items })));
  return counted.filter((entry) => entry.count > 0);
}
