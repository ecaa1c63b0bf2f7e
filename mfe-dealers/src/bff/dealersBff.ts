// The dealer pages' BFF calls with their routes' schemas (zod with them), one chunk fetched on demand
// (loadDealersBff.ts): the lists and pages render from the server's props, so a page only looked at evaluates none.
export { callBff } from '@showroom/api-client';
export { placesRoutes, sitesRoutes } from '@showroom/contracts/bff-routes';
