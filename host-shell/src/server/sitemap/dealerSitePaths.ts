import * as z from 'zod/mini';
import type { ShowroomApi } from '@showroom/contracts';
import { localizePath, type SiteDefinition } from '@showroom/sites';

const PAGE = 100;
const siteRef = z.object({ slug: z.string().check(z.minLength(1)).check(z.maxLength(200)) });

/**
 * Every dealer site page of a site (spec 2 "Dealer site detail page": '{dealers path}/{slug}'), in each of its
 * languages, in the list's order, through the search service; none when the site has no dealers path.
 */
export async function dealerSitePaths(api: ShowroomApi, site: SiteDefinition, budget: number): Promise<string[]> {
  const base = site.paths.dealers;
  if (!base || budget <= 0) return [];
  const slugs: string[] = [];
  for (let offset = 0; slugs.length < budget; offset += PAGE) {
    const result = await api.search({ index: 'sites', site: site.code, fields: ['slug'], limit: PAGE, offset, sort_name: 'website_sort_order_asc' }, siteRef);
    slugs.push(...result.content.map((entry) => entry.slug));
    if (result.content.length < PAGE || offset + PAGE >= result.total_items) break;
  }
  const paths = site.locales.flatMap((locale) => slugs.map((slug) => `${localizePath(site, base, locale.language)}/${encodeURIComponent(slug)}`));
  return paths.slice(0, budget);
}
