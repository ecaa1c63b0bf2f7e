// A page per remote for the chaos matrix: the remote's page module on a Swedish site that has it (the checks read
// the Swedish placeholder), from the module catalogue, as e2e/support/system.ts REMOTE_PAGES picks them.
import { REMOTES, type ModuleEntry } from '@showroom/contracts';
import { SITES, pagePath, type PageKind, type SiteCode } from '@showroom/sites';

export interface ChaosPage {
  remote: string;
  /** The page module's name in the remote (its chunk is `__federation_expose_<module>`). */
  module: string;
  site: SiteCode;
  path: string;
}

/** The first car of `site` in the sandbox's search, for a car detail path. */
async function firstCar(sandboxUrl: string, site: string): Promise<{ car_id: string; slug: string }> {
  const response = await fetch(`${sandboxUrl}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.SANDBOX_API_KEY ?? 'sandbox-key' },
    body: JSON.stringify({ index: 'cars', site, limit: 1, sort_name: 'newest', fields: ['car_id', 'slug'] }),
  });
  const car = ((await response.json()) as { content: { car_id: string; slug: string }[] }).content[0];
  if (!car) throw new Error(`no car on ${site}`);
  return car;
}

export async function chaosPages(sandboxUrl: string): Promise<ChaosPage[]> {
  return Promise.all(
    REMOTES.map(async (remote) => {
      const entry = Object.values(remote.modules as Record<string, ModuleEntry>).find((candidate) => candidate.kind === 'page');
      if (entry?.kind !== 'page') throw new Error(`${remote.name} has no page module`);
      const kind = entry.page as PageKind;
      const site = [SITES['dealergroup-se'], SITES['carstore-se'], ...Object.values(SITES)].find((candidate) => candidate.paths[kind]);
      if (!site) throw new Error(`no site has a ${kind} page`);
      const base = pagePath(site, kind)!;
      const path = kind === 'carDetail' ? await firstCar(sandboxUrl, site.code).then((car) => `${base}/${car.car_id}/${car.slug}`) : base;
      return { remote: remote.name, module: entry.name, site: site.code, path };
    }),
  );
}
