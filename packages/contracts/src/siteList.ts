import * as z from '@showroom/contracts/z';
import { siteCodeSchema, type SiteCodeValue } from './market';
import { primaryImageSchema } from './props/base';
import { siteDepartmentSchema, timeZoneSchema } from './site';
import type { SearchRequestInput } from './search';
import { SITE_FACET_FIELDS, siteFacetListSchema, siteFacetSchema, siteFacetValuesSchema, type SiteFacetFilters, type SiteFacetName } from './siteListFacets';
import { nearParamSchema, type NearPoint } from './siteListNear';
import { SITE_CARD_FIELDS } from './checks/siteListCheck';
import { normalizeSiteSearch, SITE_LIST_LAST_PAGE, SITE_LIST_PAGE_SIZE, SITE_LIST_SORT, SITE_SEARCH_MAX_LENGTH } from './siteListPaging';

export * from './siteListFacets';
export * from './siteListPaging';
export * from './siteListNear';

/** What a site card shows; optional fields are nullish, as the search service sends them. */
export const siteCardSchema = z.object({
  site_id: z.string().check(z.maxLength(50)),
  slug: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  site_official_name: z.string().check(z.maxLength(300)),
  site_street: z.nullish(z.string().check(z.maxLength(300))),
  site_zip: z.nullish(z.string().check(z.maxLength(20))),
  site_city: z.nullish(z.string().check(z.maxLength(100))),
  site_phone: z.nullish(z.string().check(z.maxLength(50))),
  site_email: z.nullish(z.string().check(z.maxLength(200))),
  site_primary_image: z.nullish(primaryImageSchema),
  /** "lat,lng": what the card's distance is measured to when the list is sorted by distance. */
  site_geocoord: z.nullish(z.string().check(z.maxLength(50))),
  /** For the open-now badge: the zone and each department's hours (the rest of a department is not fetched into the card). */
  site_timezone: z.nullish(timeZoneSchema),
  site_departments: z.nullish(z.array(z.pick(siteDepartmentSchema, { openingschedule: true, deviationdays: true, vacationdays: true })).check(z.maxLength(20))),
});
export type SiteCard = z.infer<typeof siteCardSchema>;
// SITE_CARD_FIELDS, the fields the list asks the search service for, is in checks/siteListCheck.ts, without zod.


// A number from a query string (text) or from a caller (a number); a repeated parameter (a list) is neither.
const pageSchema = z.pipe(z.union([z.number(), z.pipe(z.string().check(z.trim()).check(z.regex(/^\d{1,6}$/, 'page is a whole number from 0')), z.transform(Number))]), z.number().check(z.int('page is a whole number')).check(z.gte(0, 'page is a whole number from 0')).check(z.lte(SITE_LIST_LAST_PAGE, `page is at most ${SITE_LIST_LAST_PAGE}`)));


/** GET /api/sites: one page of a site's dealer sites, optionally searched by name, city and brand. */
export const siteListQuerySchema = z.object({
  site: siteCodeSchema,
  page: z._default(pageSchema, 0),
  search: z._default(
    z.pipe(
      z.string().check(
        z.maxLength(SITE_SEARCH_MAX_LENGTH, `search is at most ${SITE_SEARCH_MAX_LENGTH} characters`),
        // Control characters are never typed into a search box.
        z.regex(/^[^\p{Cc}]*$/u, 'search has a control character'),
      ),
      z.transform(normalizeSiteSearch),
    ),
    '',
  ),
  /** "lat,lng": sorts the sites by distance from it instead of website_sort_order. */
  near: z.optional(nearParamSchema),
  /** The facets to count ("region,brand"), as the page's content configures them. */
  facets: z.optional(siteFacetListSchema),
  region: z.optional(siteFacetValuesSchema),
  brand: z.optional(siteFacetValuesSchema),
});
export type SiteListQuery = z.output<typeof siteListQuerySchema>;

/** One page of the list: its sites in website_sort_order, and how many the whole list (or search) holds. */
export const siteListPageSchema = z.object({
  sites: z.array(siteCardSchema).check(z.maxLength(SITE_LIST_PAGE_SIZE)),
  total: z.number().check(z.int()).check(z.nonnegative()),
  page: z.number().check(z.int()).check(z.gte(0)).check(z.lte(SITE_LIST_LAST_PAGE)),
  /** The facets asked for, with their counts; [] when none were. */
  facets: z._default(z.array(siteFacetSchema).check(z.maxLength(2)), []),
});
export type SiteListPage = z.infer<typeof siteListPageSchema>;

/** What narrows or reorders the list beyond the search: a near point, facets to count, ticked values. */
export interface SiteListOptions {
  near?: NearPoint | null;
  facets?: readonly SiteFacetName[];
  filters?: SiteFacetFilters;
}

/**
 * The search-service query for one page (spec 2 §7 "sites, limit 48, sorted by website_sort_order
 * ascending"); with a near point the service sorts by distance from it instead, over every site.
 */
export function siteListRequest(site: SiteCodeValue, page: number, search: string, options: SiteListOptions = {}): SearchRequestInput {
  const keyphrase = normalizeSiteSearch(search);
  const filters = Object.fromEntries(
    Object.entries(options.filters ?? {})
      .filter(([, values]) => values && values.length > 0)
      .map(([name, values]) => [SITE_FACET_FIELDS[name as SiteFacetName], [...(values ?? [])]]),
  );
  return {
    index: 'sites',
    site,
    fields: [...SITE_CARD_FIELDS],
    limit: SITE_LIST_PAGE_SIZE,
    offset: page * SITE_LIST_PAGE_SIZE,
    sort_name: SITE_LIST_SORT,
    ...(keyphrase ? { keyphrase } : {}),
    ...(options.near ? { near: { lat: options.near.lat, lng: options.near.lng } } : {}),
    ...(options.facets && options.facets.length > 0 ? { facets: options.facets.map((name) => ({ name: SITE_FACET_FIELDS[name], sort_order: 'text_asc' as const })) } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

/** The list's facets from the search service's answer, by the list's names, in the order asked. */
export function siteFacetsOf(answer: readonly { name: string; type: string; value?: readonly { text: string; count: number }[] }[], names: readonly SiteFacetName[]): z.infer<typeof siteFacetSchema>[] {
  return names.flatMap((name) => {
    const facet = answer.find((entry) => entry.name === SITE_FACET_FIELDS[name]);
    return facet?.value ? [{ name, values: facet.value.filter((v) => v.text !== '').map(({ text, count }) => ({ text, count })) }] : [];
  });
}
