import { siteListPageCheck } from '@showroom/contracts';
import { checkedBffRoute } from './checkedRoute';

/**
 * The dealer list's pages as the browser asks for them, checked by hand (issue 14: the dealer pages' BFF code carries
 * no zod); sites.ts describes the same route with zod for the BFF, which parses the query.
 */
export const sitesCheckedRoutes = {
  list: checkedBffRoute({ method: 'GET', path: '/api/sites', response: siteListPageCheck }),
};
