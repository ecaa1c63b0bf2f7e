import { siteListPageSchema, siteListQuerySchema } from '@showroom/contracts';
import { bffRoute } from './bffRoute';
import { SITES_LIST_ROUTE } from './routePaths';

/** The dealer site list (spec 2 "Dealer site list page"). */
export const sitesRoutes = {
  /** One page of 48 sites in website_sort_order, searched by name, city and brand on the search service. */
  list: bffRoute({ ...SITES_LIST_ROUTE, query: siteListQuerySchema, response: siteListPageSchema }),
};
