import { z } from 'zod';
import { SITE_LIST_LAST_PAGE, SITE_LIST_PAGE_SIZE, SITE_SEARCH_MAX_LENGTH, siteCardSchema, siteFacetNameSchema, siteFacetSchema, SITE_FACET_MAX_VALUES } from '../siteList';
import { latLngSchema } from '../market';
import { remoteBasePropsSchema } from './base';

export const dealerListPropsSchema = remoteBasePropsSchema.extend({
  dealersPath: z.string().max(200),
  /** The search of the page's URL, as sent to the search service ('' for none). */
  search: z.string().max(SITE_SEARCH_MAX_LENGTH).default(''),
  /** The last page loaded: the URL's page, so a reload shows as many sites as before. */
  page: z.number().int().min(0).max(SITE_LIST_LAST_PAGE).default(0),
  /** The URL's near point: the list sorted by distance from it; null for website_sort_order. */
  near: latLngSchema.nullable().default(null),
  /** The facets the page's content configures (none: no facets shown). */
  facetNames: z.array(siteFacetNameSchema).max(2).default([]),
  /** The URL's ticked facet values, by facet. */
  filters: z.partialRecord(siteFacetNameSchema, z.array(z.string().max(200)).max(SITE_FACET_MAX_VALUES)).default({}),
  result: z.discriminatedUnion('state', [
    z.object({
      state: z.literal('loaded'),
      sites: z.array(siteCardSchema).max((SITE_LIST_LAST_PAGE + 1) * SITE_LIST_PAGE_SIZE),
      total: z.number().int().nonnegative(),
      facets: z.array(siteFacetSchema).max(2).default([]),
    }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type DealerListProps = z.infer<typeof dealerListPropsSchema>;
