import type { RedirectRule } from './types';

/** The external careers site; absolute destinations must be on this allow-list. */
export const DEALERGROUP_SE_CAREERS_HOST = 'karriar.dealergroup.se';
export const allowedHosts: readonly string[] = [DEALERGROUP_SE_CAREERS_HOST];

// Dealergroup Sverige. The spec gives sections and patterns, not every row: all rows are REPRESENTATIVE except the
// '/anlaggningar/{id}/hedin-bil-{location}' pattern, which is the spec's own. The www -> bare host redirect is
// `wwwToBare` in ./www.ts. Query-conditioned rules come before the unconditioned rule on the same source.
export const rules: RedirectRule[] = [
  // Facility pages per location (the spec's pattern), a premium brand's location pages, old find-us paths.
  { source: '/anlaggningar/{id}/hedin-bil-{location}', destination: '/anlaggningar/hedin-automotive-{location}', permanent: true },
  { source: '/mercedes-benz/anlaggningar/{id}/{location}', destination: '/anlaggningar/hedin-automotive-{location}', permanent: true },
  { source: '/hitta-hit/{location}', destination: '/anlaggningar/hedin-automotive-{location}', permanent: true },
  // Careers -> external careers site (allow-listed).
  { source: '/karriar', destination: 'https://karriar.dealergroup.se/', permanent: true },
  { source: '/karriar/{path*}', destination: 'https://karriar.dealergroup.se/{path*}', permanent: true },
  // Query-conditioned rules adding car-list filters.
  { source: '/bilar', has: { type: 'query', key: 'fordonstyp', value: 'transportbil' }, destination: '/kop-bil?car_vehicle_type=Transportbil', permanent: true },
  { source: '/bilar', has: { type: 'query', key: 'drivmedel', value: 'el' }, destination: '/kop-bil?car_fuel=El', permanent: true },
  { source: '/bilar', has: { type: 'query', key: 'skick', value: 'begagnad' }, destination: '/kop-bil?car_condition=Begagnad', permanent: true },
  { source: '/bilar', has: { type: 'query', key: 'marke' }, destination: '/kop-bil?car_brand={marke}', permanent: true },
  { source: '/bilar', destination: '/kop-bil', permanent: true },
  // Buy a car: stock lists (all, new, used, by type, by region, by brand), campaigns, business, financing, insurance.
  { source: '/bilar-i-lager', destination: '/kop-bil', permanent: true },
  { source: '/bilar-i-lager/nya-bilar', destination: '/kop-bil?car_condition=Ny', permanent: true },
  { source: '/bilar-i-lager/begagnade-bilar', destination: '/kop-bil?car_condition=Begagnad', permanent: true },
  { source: '/bilar-i-lager/elbilar', destination: '/kop-bil?car_fuel=El', permanent: true },
  { source: '/bilar-i-lager/transportbilar', destination: '/kop-bil?car_vehicle_type=Transportbil', permanent: true },
  { source: '/bilar-i-lager/malardalen', destination: '/kop-bil?car_site_region=Stockholm&car_site_region=Uppsala', permanent: true },
  { source: '/bilar-i-lager/{brand}', destination: '/kop-bil?car_brand={brand}', permanent: true },
  { source: '/bil/{id}/{slug}', destination: '/kop-bil/{id}/{slug}', permanent: true },
  { source: '/kampanjer', destination: '/kop-bil/kampanjer', permanent: true },
  { source: '/foretag', destination: '/kop-bil/foretagsbilar', permanent: true },
  { source: '/finansiering', destination: '/kop-bil/finansiering', permanent: true },
  { source: '/forsakring', destination: '/kop-bil/forsakring', permanent: true },
  // Service and workshop, tyres and accessories, life with a car, about the group.
  { source: '/verkstad', destination: '/service-och-verkstad', permanent: true },
  { source: '/boka-service', destination: '/service-och-verkstad/boka-service', permanent: true },
  { source: '/dackhotell', destination: '/dack/dackhotell', permanent: true },
  { source: '/tillbehorspaket', destination: '/tillbehor/paket', permanent: true },
  { source: '/livet-med-bil/{path*}', destination: '/livet-med-bilen/{path*}', permanent: true },
  { source: '/om-hedin/{path*}', destination: '/om-oss/{path*}', permanent: true },
  // Tyre shop result paths.
  { source: '/dackshop/success', destination: '/dack/tack', permanent: true },
  { source: '/dackshop/error', destination: '/dack/fel', permanent: true },
];
