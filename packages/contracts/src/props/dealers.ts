import { z } from 'zod';
import { SITE_LIST_LAST_PAGE, SITE_LIST_PAGE_SIZE, SITE_SEARCH_MAX_LENGTH, siteCardSchema } from '../siteList';
import { remoteBasePropsSchema } from './base';

export const dealerListPropsSchema = remoteBasePropsSchema.extend({
  dealersPath: z.string().max(200),
  /** The search of the page's URL, as sent to the search service ('' for none). */
  search: z.string().max(SITE_SEARCH_MAX_LENGTH).default(''),
  /** The last page loaded: the URL's page, so a reload shows as many sites as before. */
  page: z.number().int().min(0).max(SITE_LIST_LAST_PAGE).default(0),
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), sites: z.array(siteCardSchema).max((SITE_LIST_LAST_PAGE + 1) * SITE_LIST_PAGE_SIZE), total: z.number().int().nonnegative() }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type DealerListProps = z.infer<typeof dealerListPropsSchema>;
