import * as z from '@showroom/contracts/z';
import type { SiteCodeValue } from './market';
import type { SearchFilters, SearchRequestInput } from './search';
import { SITE_LIST_SORT } from './siteList';

// Site teasers, a content block of dealer sites (spec 3 §7.4, spec 2 §7 "sites for teasers"): the
// sites index with the teaser fields, 100 at most; or a predefined query, 4 at most.

/** Spec 3 §9: the sites search limit (a teaser block by index). */
export const SITES_SEARCH_LIMIT = 100;
/** Spec 3 §9, spec 2 §9: a teaser block by predefined query shows 4 sites. */
export const SITE_TEASER_LIMIT = 4;

/** A department as the teasers and the picker read it: its group and e-mail (spec 3 §3.5). */
export const siteDepartmentContactSchema = z.object({
  group: z.nullish(z.string().check(z.maxLength(100))),
  email: z.nullish(z.string().check(z.maxLength(254))),
});
export type SiteDepartmentContact = z.infer<typeof siteDepartmentContactSchema>;

/** One site of a teaser search: the spec's fields, plus slug and city for the card's link and place. */
export const siteTeaserHitSchema = z.object({
  site_id: z.string().check(z.minLength(1)).check(z.maxLength(50)),
  slug: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  site_official_name: z.string().check(z.minLength(1)).check(z.maxLength(300)),
  site_city: z.nullish(z.string().check(z.maxLength(100))),
  site_phone: z.nullish(z.string().check(z.maxLength(50))),
  site_email: z.nullish(z.string().check(z.maxLength(254))),
  site_departments: z.nullish(z.array(siteDepartmentContactSchema).check(z.maxLength(50))),
});
export type SiteTeaserHit = z.infer<typeof siteTeaserHitSchema>;
/** The fields a teaser search asks for. */
export const SITE_TEASER_FIELDS = Object.keys(siteTeaserHitSchema.shape) as (keyof SiteTeaserHit)[];

/** What a teaser card shows: the hit without its departments, which no card prints. */
export const siteTeaserSchema = z.omit(siteTeaserHitSchema, { site_departments: true });
export type SiteTeaser = z.infer<typeof siteTeaserSchema>;

/**
 * The sites-index fields a predefined query may filter on; any other key is dropped, so an editor's
 * typo narrows nothing rather than failing the block.
 */
export const SITE_TEASER_FILTER_KEYS = ['site_id', 'site_city', 'site_region', 'website_city', 'site_brands', 'site_departments_group', 'site_departments_brand_name'] as const;

/** A predefined query ("site_city=Göteborg&site_brands=Volvo") as search filters: known keys, bounded values. */
export function siteTeaserFilters(query: string | undefined): SearchFilters {
  const filters: Record<string, string[]> = {};
  for (const [key, raw] of new URLSearchParams((query ?? '').replace(/^\?/, ''))) {
    const value = raw.trim();
    if (!(SITE_TEASER_FILTER_KEYS as readonly string[]).includes(key) || value === '' || value.length > 200) continue;
    const values = (filters[key] ??= []);
    if (values.length < 100 && !values.includes(value)) values.push(value);
  }
  return filters;
}

/** The one search of a teaser block: its predefined query (limit 4) when it has one, else the index (limit 100). */
export function siteTeasersRequest(site: SiteCodeValue, predefinedQuery: string | undefined): SearchRequestInput {
  const predefined = (predefinedQuery ?? '').trim() !== '';
  const filters = siteTeaserFilters(predefinedQuery);
  return {
    index: 'sites',
    site,
    fields: [...SITE_TEASER_FIELDS],
    limit: predefined ? SITE_TEASER_LIMIT : SITES_SEARCH_LIMIT,
    offset: 0,
    sort_name: SITE_LIST_SORT,
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}
