import type { RedirectRule } from './types';

// Carstore Sverige. REPRESENTATIVE rows for the spec's patterns: 'why' pages -> car-ownership, old about pages ->
// about section, old location paths -> find-us page per city (the site's dealers path /hitta-oss), old brand pages
// -> the buy-car section (the car list /bilar filtered by brand, a page that exists on the site).
export const rules: RedirectRule[] = [
  { source: '/varfor-carstore', destination: '/bilagande', permanent: true },
  { source: '/varfor/{slug}', destination: '/bilagande', permanent: true },
  { source: '/om-carstore/{path*}', destination: '/om-oss/{path*}', permanent: true },
  { source: '/anlaggningar/{id}/{city}', destination: '/hitta-oss/{city}', permanent: true },
  { source: '/marken/{brand}', destination: '/bilar?car_brand={brand}', permanent: true },
];
