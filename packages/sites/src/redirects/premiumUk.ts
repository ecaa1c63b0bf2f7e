import type { RedirectRule } from './types';

// Premium Motors (UK). The spec shows only the start of this table and gives patterns: the '/used/{path*}'
// wildcard is the spec's own row; every other row is REPRESENTATIVE of a pattern it names (model pages -> brand
// listing, offer/enquiry/test-drive/call-me-back -> offers, fleet or motability listing, location pages ->
// /find-us/{dealer}, contact/social/re-opening -> /find-us or /, the query-filtered /find-us rule, PDF media paths,
// a truncated source ending in a dash, and a duplicate source whose first destination wins).
export const rules: RedirectRule[] = [
  { source: '/used/{path*}', destination: '/buy-car/used-cars/{path*}', permanent: true },
  // Old model pages collapse to the brand listing.
  { source: '/used-cars/{brand}/{model}', destination: '/buy-car/used-cars/{brand}', permanent: true },
  { source: '/new-cars/{brand}/{model}', destination: '/buy-car/new-cars/{brand}', permanent: true },
  { source: '/brands/{brand}', destination: '/buy-car/brands/{brand}', permanent: true },
  // Offers, enquiry, test-drive, call-me-back, business, motability.
  { source: '/offers/{brand}/{offer}', destination: '/buy-car/latest-offers/{brand}', permanent: true },
  { source: '/enquiry/{brand}/{model}', destination: '/buy-car/latest-offers/{brand}', permanent: true },
  { source: '/test-drive/{brand}/{model}', destination: '/buy-car/latest-offers/{brand}', permanent: true },
  { source: '/call-me-back/{brand}', destination: '/buy-car/latest-offers/{brand}', permanent: true },
  { source: '/business/{brand}/{path*}', destination: '/buy-car/fleet-and-business-offers/{brand}', permanent: true },
  { source: '/motability-offers/{brand}', destination: '/buy-car/motability/{brand}', permanent: true },
  { source: '/finance/{brand}', destination: '/buy-car/finance-and-insurance-options/personal-finance/{brand}', permanent: true },
  { source: '/buy-car/finance-and-insurance-options/insurance-products/{brand}', destination: '/buy-car/finance-and-protection-products/protection-products/{brand}', permanent: true },
  // Truncated source (ends in a dash) still goes somewhere sensible.
  { source: '/buy-car/finance-and-insurance-options/insurance-', destination: '/buy-car/finance-and-protection-products/protection-products', permanent: true },
  // Locations, contact and similar.
  { source: '/locations/{dealer}', destination: '/find-us/{dealer}', permanent: true },
  { source: '/dealers/{id}/{dealer}', destination: '/find-us/{dealer}', permanent: true },
  { source: '/contact-us', destination: '/find-us', permanent: true },
  { source: '/social', destination: '/', permanent: true },
  { source: '/re-opening', destination: '/', permanent: true },
  // The /find-us rule with the department brand-name and service-name filter (car sales).
  { source: '/car-sales/{brand}', destination: '/find-us?site_departments_brand_name={brand}&site_departments_service_name=Car Sales', permanent: true },
  // Old PDF media paths -> listing pages.
  { source: '/-/media/premium/pdfs/used-car-price-list.pdf', destination: '/buy-car/used-cars', permanent: true },
  { source: '/-/media/premium/pdfs/{brand}-motability-prices.pdf', destination: '/buy-car/motability/{brand}', permanent: true },
  // Service, parts, bodyshop; duplicate source: the first destination wins, the second is never reached.
  { source: '/servicing', destination: '/service-and-parts', permanent: true },
  { source: '/servicing', destination: '/bodyshop/book-service-or-mot', permanent: true },
  { source: '/service/{brand}', destination: '/service-and-parts/{brand}/servicing', permanent: true },
  { source: '/accident-repair', destination: '/bodyshop/accident-repairs', permanent: true },
  // Sell, news, about, policies.
  { source: '/sell-your-car', destination: '/sell-car', permanent: true },
  { source: '/news', destination: '/news-and-events', permanent: true },
  { source: '/about/gender-pay-gap', destination: '/further-policies-and-statements/gender-pay-gap', permanent: true },
];
