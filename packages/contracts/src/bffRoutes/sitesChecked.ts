import { siteListPageCheck } from '@showroom/contracts';
import { checkedBffRoute } from './checkedRoute';
import { SITES_LIST_ROUTE } from './routePaths';

/**
 * The dealer list's pages as the browser asks for them, checked by hand (issue 14: the dealer pages' BFF code carries
 * no zod); sites.ts describes the same route with zod for the BFF, which parses the query.
 */
export const sitesCheckedRoutes = {
  list: checkedBffRoute({ ...SITES_LIST_ROUTE, response: siteListPageCheck }),
};
