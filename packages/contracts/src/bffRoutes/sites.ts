import { siteListPageSchema, siteListQuerySchema } from '@showroom/contracts';
import { bffRoute } from './bffRoute';
import { sitesCheckedRoutes } from './sitesChecked';

/** The dealer site list (spec 2 "Dealer site list page"). */
export const sitesRoutes = {
  /** One page of 48 sites in website_sort_order, searched by name, city and brand on the search service. */
  list: bffRoute({ method: sitesCheckedRoutes.list.method, path: sitesCheckedRoutes.list.path, query: siteListQuerySchema, response: siteListPageSchema }),
};
