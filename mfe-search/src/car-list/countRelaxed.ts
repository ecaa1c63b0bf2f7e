import { carCardSchema, type ShowroomApi, type SiteCodeValue } from '@showroom/contracts';
import { facetsRequest } from '../search-state';
import type { RelaxOption } from './relaxOptions';

/** How many cars each relaxed search finds (a facets-only request each), those that find none left out. */
export async function countRelaxed(api: ShowroomApi, site: SiteCodeValue, options: readonly RelaxOption[]): Promise<{ option: RelaxOption; count: number }[]> {
  const counted = await Promise.all(options.map(async (option) => ({ option, count: (await api.search(facetsRequest(site, option.search, []), carCardSchema)).total_items })));
  return counted.filter((entry) => entry.count > 0);
}
