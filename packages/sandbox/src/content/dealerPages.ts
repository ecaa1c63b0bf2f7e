import type { ContentBlock, DealerSite } from '@showroom/contracts';
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
 * Facility pages (spec 1 §2: "facility pages per location"): the content platform has a page per
 * dealer site under the site's dealers path, which the dealer list links to.
 */
export function dealerPage(site: SiteDefinition, path: string, world: ContentWorld): { page: SitePage; dealer: DealerSite } | undefined {
  const base = site.paths.dealers;
  if (!base || !path.startsWith(`${base}/`)) return undefined;
  const slug = path.slice(base.length + 1).replace(/\/+$/, '');
  const dealer = sitesOf(dealerSitesOf(world), site.code).find((d) => d.slug === slug);
  return dealer ? { page: { path: `${base}/${slug}`, title: dealer.site_official_name, pageKind: null, hidden: true }, dealer } : undefined;
}

/** The facility page's blurb: address, phone and e-mail (the shell turns them into copy-contact links). */
export function dealerBlocks(id: string, dealer: DealerSite): ContentBlock[] {
  return [
    {
      uid: `${id}-dealer`,
      componentName: 'Blurb',
      placeholder: 'main',
      fields: {
        Title: dealer.site_official_name,
        TitleTag: 'h1',
        Text: `<p>${dealer.site_street}, ${dealer.site_zip} ${dealer.site_city}</p><p>${dealer.site_phone} · ${dealer.site_email}</p><p>${dealer.site_brands.join(', ')}</p>`,
        ImageDesktop: { src: dealer.site_image_url, alt: dealer.site_official_name },
        BackgroundColor: 'None',
      },
    },
  ];
}
