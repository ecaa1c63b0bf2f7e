import { CAR_CARD_FIELDS, carCardSchema, dealerSiteSchema, MAX_BRAND_LOGOS, SITE_LATEST_CARS, type BrandLogo, type DealerSite, type ShowroomApi, type SiteLatestCars } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import { carListFilters, carListHref } from './siteLinks';

/**
 * Spec 2 §7 says "sorted by car_publishdate ascending", which would give a site's 12 oldest cars under the
 * heading "Latest cars" (spec 2 "Dealer site detail page"); the visitor is promised the latest, so newest
 * first (docs/decisions.md, issue 16).
 */
export const LATEST_CARS_SORT = 'car_publishdate_desc';

/** The site by slug (spec 2 §7: sites by slug, limit 1); null when the index has none. Failures propagate: the page logs and redirects. */
export async function fetchSite(api: ShowroomApi, site: SiteCode, slug: string): Promise<DealerSite | null> {
  const answer = await api.search({ index: 'sites', site, filters: { slug: [slug] }, limit: 1 }, dealerSiteSchema);
  const found = answer.content[0];
  return found && found.slug === slug ? found : null;
}

/**
 * The site's 12 latest cars and the car list link with the count it promises (the same filter the list
 * will run, limit 0). A failed search is silent (spec 2 §8: empty result): the section is left out.
 */
export async function fetchLatestCars(api: ShowroomApi, site: SiteCode, dealer: DealerSite, carListPath: string): Promise<SiteLatestCars> {
  const filters = carListFilters(dealer);
  try {
    const [latest, all] = await Promise.all([
      api.search({ index: 'cars', site, filters: { car_site_id: [dealer.site_id] }, limit: SITE_LATEST_CARS, sort_name: LATEST_CARS_SORT, fields: [...CAR_CARD_FIELDS] }, carCardSchema),
      api.search({ index: 'cars', site, filters, limit: 0 }, carCardSchema),
    ]);
    return { state: 'loaded', cars: latest.content.slice(0, SITE_LATEST_CARS), carList: { href: carListHref(carListPath, filters), total: all.total_items } };
  } catch {
    return { state: 'failed' };
  }
}

/**
 * The content platform's brand logos (spec 2 "Brand logo": up to 65); the departments match them to their
 * brands (brand-code rules in one place, Departments). None when the content platform cannot say.
 */
export async function fetchBrandLogos(api: ShowroomApi, site: SiteCode): Promise<BrandLogo[]> {
  if (!api.brandLogos) return [];
  try {
    return (await api.brandLogos(site)).slice(0, MAX_BRAND_LOGOS);
  } catch {
    // Spec 2 §8: a logo that fails is hidden; no logos at all is the same, for every brand.
    return [];
  }
}
