import { parseGeocoord, type SiteDetailProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { localizePath, pagePath } from '@showroom/sites';
import { loadMapConfig } from '../../site-map/loadMapConfig';
import { siteMeta } from '../head/siteMeta';
import { siteStructuredData } from '../head/siteStructuredData';
import { sitePagePath, slugFromParams } from '../routing/siteSlug';
import { fetchBrandLogos, fetchLatestCars, fetchSite } from './siteQueries';
import { serviceBookingHref } from './siteLinks';

/** What a log line may carry of a visitor's path: printable, short. */
const forLog = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

/**
 * A dealer site's page (spec 2 "Dealer site detail page"): the site by the slug of the path with its
 * brand logos, latest cars, map settings and service-booking link. A missing site, a malformed slug or a
 * failed site fetch (logged with the slug) redirect with 302 to the site list, or home where there is none.
 */
export async function loadSiteDetail(ctx: LoadContext): Promise<LoadResult<SiteDetailProps>> {
  const dealersPath = pagePath(ctx.site, 'dealers', ctx.language);
  const toList = { kind: 'redirect' as const, status: 302 as const, location: dealersPath ?? localizePath(ctx.site, '/', ctx.language) };
  const slug = slugFromParams(ctx.params);
  if (slug === null || dealersPath === null) return toList;

  let dealer;
  try {
    dealer = await fetchSite(ctx.api, ctx.siteCode, slug);
  } catch (error) {
    // Spec 2 §8: "Site detail fetch failure: logged, 302 to site list path".
    console.error(`[site detail] ${ctx.siteCode}: site "${forLog(slug)}" could not be fetched: ${forLog(error instanceof Error ? error.message : String(error))}`);
    return toList;
  }
  if (!dealer) return toList;

  const carListPath = pagePath(ctx.site, 'carList', ctx.language) ?? localizePath(ctx.site, '/', ctx.language);
  const [brandLogos, latestCars, map] = await Promise.all([fetchBrandLogos(ctx.api, ctx.siteCode), fetchLatestCars(ctx.api, ctx.siteCode, dealer, carListPath), loadMapConfig(ctx)]);
  const t = createTranslator(ctx.language);
  // The AutoDealer JSON-LD goes into the head, written by the host: its code stays on the server.
  const origin = ctx.site.hosts[0] ? `https://${ctx.site.hosts[0]}` : '';
  const structuredData = siteStructuredData(dealer, { site: ctx.site, url: `${origin}${sitePagePath(dealersPath, dealer.slug)}`, origin });
  return {
    kind: 'props',
    title: dealer.site_official_name,
    meta: { ...siteMeta(dealer, t), structuredData },
    props: {
      site: ctx.siteCode,
      language: ctx.language,
      apiBase: ctx.apiBase,
      dealersPath,
      dealer,
      brandLogos,
      latestCars,
      serviceBookingHref: serviceBookingHref(ctx.site, ctx.language, parseGeocoord(dealer.site_geocoord)),
      map,
    },
  };
}
