// The dealer pages' BFF calls with their hand-written answer checks (no zod, issue 14), one chunk fetched on demand
// (loadDealersBff.ts): the lists and pages render from the server's props, so a page only looked at evaluates none.
export { callCheckedBff } from '@showroom/api-client';
export { placesCheckedRoutes, sitesCheckedRoutes } from '@showroom/contracts/bff-routes';
