import type { DealerSite } from '@showroom/contracts';
import type { SiteDefinition } from '@showroom/sites';
import { generateDealerSites, sitesOf } from '../data/dealerSites';
import type { ContentWorld } from './storyCatalog';
import type { SitePage } from './routes';

const cache = new Map<string, DealerSite[]>();

/** The dealer sites the search index holds for the same seed and clock (the dealer list links to their pages). */
function dealerSitesOf(world: ContentWorld): DealerSite[] {
  const key = `${world.seed}:${world.now.toISOString()}`;
  let sites = cache.get(key);
  if (!sites) {
    sites = generateDealerSites(world.seed, world.now);
    cache.set(key, sites);
  }
  return sites;
}

/**
 * Facility pages (spec 1 §2: "facility pages per location"): the content platform has a route per
 * dealer site under the site's dealers path, which the dealer list links to. mfe-dealers' SiteDetail
 * renders the page (page kind dealerDetail); the route gives its head: title, description and picture.
 */
export function dealerPage(site: SiteDefinition, path: string, world: ContentWorld): { page: SitePage; dealer: DealerSite } | undefined {
  const base = site.paths.dealers;
  if (!base || !path.startsWith(`${base}/`)) return undefined;
  const slug = path.slice(base.length + 1).replace(/\/+$/, '');
  const dealer = sitesOf(dealerSitesOf(world), site.code).find((d) => d.slug === slug);
  return dealer ? { page: { path: `${base}/${slug}`, title: dealer.site_official_name, pageKind: 'dealerDetail', hidden: true }, dealer } : undefined;
}

/** The facility route's head fields: the address as its description, the site's picture as og:image. */
export function dealerMeta(dealer: DealerSite): { metaDescription: string; ogDescription: string; ogImage: string } {
  const address = [dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const description = [dealer.site_official_name, address, dealer.site_phone].filter(Boolean).join(' · ');
  return { metaDescription: description, ogDescription: description, ogImage: dealer.site_primary_image?.original ?? dealer.site_image_url ?? '' };
}
