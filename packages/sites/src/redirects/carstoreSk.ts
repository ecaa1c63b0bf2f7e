import type { RedirectRule } from './types';

// Carstore Slovensko. REPRESENTATIVE rows for the spec's patterns: old benefit and about pages -> about section,
// the buy-car path -> home, the contact path -> a contacts page, old location paths -> the location page per city
// (under the site's dealers path /pobocky).
export const rules: RedirectRule[] = [
  { source: '/vyhody-carstore', destination: '/o-nas', permanent: true },
  { source: '/vyhody/{slug}', destination: '/o-nas', permanent: true },
  { source: '/o-carstore', destination: '/o-nas', permanent: true },
  { source: '/kupit-auto', destination: '/', permanent: true },
  { source: '/kontakt', destination: '/kontakty', permanent: true },
  { source: '/pobocky/{id}/{city}', destination: '/pobocky/{city}', permanent: true },
];
