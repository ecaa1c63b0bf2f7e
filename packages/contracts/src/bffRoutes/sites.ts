import { siteListPageSchema, siteListQuerySchema } from '@showroom/contracts';
import { bffRoute } from './bffRoute';

/** The dealer site list (spec 2 "Dealer site list page"). */
export const sitesRoutes = {
  /** One page of 48 sites in website_sort_order, searched by name, city and brand on the search service. */
  list: bffRoute({ method: 'GET', path: '/api/sites', query: siteListQuerySchema, response: siteListPageSchema }),
};
