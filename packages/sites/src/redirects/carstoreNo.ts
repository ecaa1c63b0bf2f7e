import type { RedirectRule } from './types';

// Carstore Norge. REPRESENTATIVE rows for the spec's patterns: 'why' pages -> car-ownership section, old brand
// pages -> brands section, old about pages -> about section, old location paths with an id -> find-us page per
// city (the site's dealers path /finn-oss).
export const rules: RedirectRule[] = [
  { source: '/hvorfor-carstore', destination: '/bileierskap', permanent: true },
  { source: '/hvorfor/{slug}', destination: '/bileierskap', permanent: true },
  { source: '/bilmerker/{brand}', destination: '/merker/{brand}', permanent: true },
  { source: '/om-carstore/{path*}', destination: '/om-oss/{path*}', permanent: true },
  { source: '/avdelinger/{id}/{city}', destination: '/finn-oss/{city}', permanent: true },
];
