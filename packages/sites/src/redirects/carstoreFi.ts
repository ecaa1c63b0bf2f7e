import type { RedirectRule } from './types';

// Carstore Suomi. The spec (section 2 "Redirects") gives patterns, not rows: every row below is REPRESENTATIVE of
// one pattern — 'miksi' pages -> car-ownership section, old location paths with an id segment -> the location
// page per city (under the site's dealers path /toimipisteet), /en/... -> the unprefixed path.
export const rules: RedirectRule[] = [
  { source: '/miksi-carstore', destination: '/auton-omistaminen', permanent: true },
  { source: '/miksi/{slug}', destination: '/auton-omistaminen', permanent: true },
  { source: '/toimipisteet/{id}/{city}', destination: '/toimipisteet/{city}', permanent: true },
  { source: '/en/{path*}', destination: '/{path*}', permanent: true },
];
