import type { SearchIndex } from '@showroom/contracts';
import { SITE_CODES } from '@showroom/sites';
import type { SeedData } from '../data/seed';
import { SearchEngine } from './engine';

/** Builds the seven sites' cars, sites and kits indexes from the seed. */
export async function buildSearchEngine(data: SeedData): Promise<SearchEngine> {
  const engine = new SearchEngine();
  for (const site of SITE_CODES) {
    const sources: Record<SearchIndex, readonly { site?: string }[]> = { cars: data.cars, sites: data.dealerSites, kits: data.kits };
    for (const kind of ['cars', 'sites', 'kits'] as const) {
      await engine.addIndex(site, kind, sources[kind].filter((record) => record.site === site));
    }
  }
  return engine;
}
