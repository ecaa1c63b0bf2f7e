import * as z from '@showroom/contracts/z';
import { SITE_LIST_LAST_PAGE, SITE_LIST_PAGE_SIZE, SITE_SEARCH_MAX_LENGTH, siteCardSchema, siteFacetNameSchema, siteFacetSchema, SITE_FACET_MAX_VALUES } from '../siteList';
import { latLngSchema } from '../market';
import { remoteBasePropsSchema } from './base';

export const dealerListPropsSchema = z.extend(remoteBasePropsSchema, {
  dealersPath: z.string().check(z.maxLength(200)),
  /** The search of the page's URL, as sent to the search service ('' for none). */
  search: z._default(z.string().check(z.maxLength(SITE_SEARCH_MAX_LENGTH)), ''),
  /** The last page loaded: the URL's page, so a reload shows as many sites as before. */
  page: z._default(z.number().check(z.int()).check(z.gte(0)).check(z.lte(SITE_LIST_LAST_PAGE)), 0),
  /** The URL's near point: the list sorted by distance from it; null for website_sort_order. */
  near: z._default(z.nullable(latLngSchema), null),
  /** The facets the page's content configures (none: no facets shown). */
  facetNames: z._default(z.array(siteFacetNameSchema).check(z.maxLength(2)), []),
  /** The URL's ticked facet values, by facet. */
  filters: z._default(z.partialRecord(siteFacetNameSchema, z.array(z.string().check(z.maxLength(200))).check(z.maxLength(SITE_FACET_MAX_VALUES))), {}),
  result: z.discriminatedUnion('state', [
    z.object({
      state: z.literal('loaded'),
      sites: z.array(siteCardSchema).check(z.maxLength((SITE_LIST_LAST_PAGE + 1) * SITE_LIST_PAGE_SIZE)),
      total: z.number().check(z.int()).check(z.nonnegative()),
      facets: z._default(z.array(siteFacetSchema).check(z.maxLength(2)), []),
    }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type DealerListProps = z.infer<typeof dealerListPropsSchema>;
