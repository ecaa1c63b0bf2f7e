// What the fuzz sends to (npm run fuzz, issue 20): every BFF route from its description in contracts, with the
// names of its parameters, query keys and body keys read from its schemas, a valid sample input where one makes
// the mutations reach past the first check, and the page routes of every site.
import { listBffRoutes, type BffRouteSpec } from '@showroom/contracts/bff-routes';
import { SITES } from '@showroom/sites';

export interface FuzzApiRoute {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  params: string[];
  query: string[];
  body: string[];
  /** A valid query and body, mutated one field at a time. */
  sample?: { query?: Record<string, string>; body?: Record<string, unknown>; params?: Record<string, string> };
}

export interface FuzzPageRoute {
  label: string;
  path: string;
  /** The Host header that selects the site. */
  host: string;
}

interface SchemaLike {
  shape?: Record<string, unknown>;
  def?: { in?: unknown; innerType?: unknown; options?: unknown[]; schema?: unknown };
}

/** The keys of an object schema, through pipes, optionals, defaults and unions (zod 4's definitions). */
function keysOf(schema: unknown, depth = 0): string[] {
  const s = schema as SchemaLike | undefined;
  if (!s || depth > 8) return [];
  if (s.shape) return Object.keys(s.shape);
  const def = s.def ?? {};
  for (const inner of [def.in, def.innerType, def.schema]) if (inner) return keysOf(inner, depth + 1);
  if (Array.isArray(def.options)) return [...new Set(def.options.flatMap((o) => keysOf(o, depth + 1)))];
  return [];
}

const ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
// Valid inputs (from the contracts and the sandbox's seed) so a mutated field is the only thing wrong.
const SAMPLES: Record<string, FuzzApiRoute['sample']> = {
  'search.search': { body: { index: 'cars', site: 'dealergroup-se', limit: 5, fields: ['car_id', 'slug'], keyphrase: 'volvo' } },
  'search.batch': { body: { searches: [{ index: 'cars', site: 'dealergroup-se', limit: 0, facets: [{ name: 'car_fuel' }] }, { index: 'cars', site: 'dealergroup-se', limit: 5 }] } },
  'sites.list': { query: { site: 'dealergroup-se', language: 'sv', q: 'Stockholm' } },
  'contentLists.facetLabels': { query: { site: 'dealergroup-se', language: 'sv' } },
  'contentLists.sortOptions': { query: { site: 'dealergroup-se', language: 'sv' } },
  'stories.list': { query: { site: 'dealergroup-se', language: 'sv', limit: '4' } },
  'stories.tags': { query: { language: 'sv' } },
  'places.autocomplete': { query: { input: 'Stock' } },
  'mechmate.car': { params: { registrationNumber: 'ABC123' } },
  'mechmate.services': { params: { registrationNumber: 'ABC123' }, query: { lat: '59.3', lng: '18.0' } },
  'forms.comhub': { body: { formName: 'dealergroup-seSellCarForm', formSubmissionId: ID, values: { customerName: 'Fuzz', customerPhone: '0701234567', customerEmail: 'fuzz@example.se' } } },
  'forms.jotform': { body: { formId: '241000000000004' } },
  'personalization.pageView': { body: { channel: 'WEB', currency: 'USD', pageName: 'home', pageVariantId: 'x', language: 'sv' } },
  'codeweaver.defaults': { body: { Dealer: { Identifier: '1' }, Vehicle: { Identifier: '1' } } },
  'tireHotel.search': { query: { regNo: 'ABC123' } },
  'embeds.data': { query: { module: 'mfe-car-detail/CarDetail', site: 'dealergroup-se', language: 'sv', param: '1000090' } },
};

export function fuzzApiRoutes(): FuzzApiRoute[] {
  return listBffRoutes().map(({ name, route }: { name: string; route: BffRouteSpec }) => ({
    label: `${route.method} ${route.path}`,
    method: route.method,
    path: route.path,
    params: keysOf(route.params),
    query: keysOf(route.query),
    body: keysOf(route.body),
    sample: SAMPLES[name],
  }));
}

export function fuzzPageRoutes(port: number): FuzzPageRoute[] {
  const pages: FuzzPageRoute[] = [];
  for (const site of Object.values(SITES)) {
    const host = `${site.code}.localhost:${port}`;
    pages.push({ label: `page ${site.code} /`, path: '/', host });
    for (const [kind, path] of Object.entries(site.paths as Record<string, string | undefined>)) if (path) pages.push({ label: `page ${site.code} ${kind}`, path: kind === 'carDetail' ? `${path}/:id/:slug` : path, host });
  }
  const local = `127.0.0.1:${port}`;
  for (const [label, path] of [
    ['image', '/_image'],
    ['media', '/-/media/:path'],
    ['static', '/static/host/:path'],
    ['sitemap', '/sitemap.xml'],
    ['robots', '/robots.txt'],
    ['healthz', '/healthz'],
  ] as const)
    pages.push({ label: `host ${label}`, path, host: local });
  return pages;
}
