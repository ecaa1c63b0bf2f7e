import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layoutSchema, navigationSchema, REQUIRED_DICTIONARY_KEYS, searchResponseSchema, siteCodeSchema, partialCarSchema, type NavigationItem } from '@showroom/contracts';
import { localizePath, SITE_CODES, SITES } from '@showroom/sites';
import type { RunningSandbox } from './index';
import { spawnSandbox } from './testing/spawnSandbox';

const KEY = { 'x-api-key': 'sandbox-key', 'content-type': 'application/json' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-test-'));
const start = () => spawnSandbox(['--cars', '600', '--seed', '3', '--data-dir', dataDir], { SANDBOX_NOW: '2026-03-01T00:00:00Z', SANDBOX_API_KEY: 'sandbox-key' });
let sandbox: RunningSandbox;
// The child opens PGlite in the background, which can hold its first answers for seconds on 2 cores.
jest.setTimeout(30_000);

beforeAll(async () => {
  sandbox = await start();
}, 60_000);
afterAll(() => sandbox.close());

const post = (p: string, body: unknown, headers: Record<string, string> = KEY) =>
  fetch(`${sandbox.url}${p}`, { method: 'POST', headers, body: JSON.stringify(body) });
const gql = async (query: string) => (await (await post('/edge/graphql', { query })).json()) as { data: Record<string, unknown>; errors?: { message: string }[] };

describe('auth and validation', () => {
  it('answers 401 without the key and 400 with a message on bad input', async () => {
    expect((await post('/search/v1/query', { index: 'cars', site: 'carstore-fi' }, { 'content-type': 'application/json' })).status).toBe(401);
    const bad = await post('/search/v1/query', { index: 'cars', site: 'carstore-fi', limit: 500 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/limit/);
    const notJson = await fetch(`${sandbox.url}/search/v1/query`, { method: 'POST', headers: KEY, body: '{oops' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${sandbox.url}/healthz`)).status).toBe(200);
  });
  it('site codes agree with packages/sites', () => {
    expect([...siteCodeSchema.options].sort()).toEqual([...SITE_CODES].sort());
  });
});

describe('search over HTTP', () => {
  it('returns a response that matches the contract', async () => {
    const response = await post('/search/v1/query', { index: 'cars', site: 'premium-uk', limit: 3, facets: [{ name: 'car_brand' }, { name: 'car_price' }] });
    const body = searchResponseSchema(partialCarSchema).parse(await response.json());
    expect(body.content).toHaveLength(3);
    expect(body.content[0]?.car_price_currency).toBe('GBP');
  });
});

describe('content graph', () => {
  it('links every page of every site and language from the navigation', async () => {
    for (const code of SITE_CODES) {
      const site = SITES[code];
      for (const locale of site.locales) {
        const result = await gql(`{ navigation(site: "${code}", language: "${locale.language}") { settings items { name url { path } navigationTitle hideInNavigation isNavigableInMenuWhenItHasChildren externalLink { href linktype } children { name url { path } navigationTitle hideInNavigation isNavigableInMenuWhenItHasChildren externalLink { href linktype } children { name url { path } navigationTitle hideInNavigation isNavigableInMenuWhenItHasChildren externalLink { href linktype } } } } } }`);
        const navigation = navigationSchema.parse(result.data.navigation);
        const paths = new Set<string>();
        const walk = (items: NavigationItem[]) => items.forEach((i) => (paths.add(i.url.path), walk(i.children ?? [])));
        walk(navigation.items);
        for (const p of Object.values(site.paths)) expect(paths).toContain(localizePath(site, p, locale.language));
      }
    }
  });
  it('serves layouts, unknown routes and unknown sites', async () => {
    const home = await gql('{ layout(site: "dealergroup-se", routePath: "/", language: "sv") { item { path name language metaTitle navTitle pageKind components { uid componentName placeholder fields } } } }');
    const layout = layoutSchema.parse(home.data.layout);
    expect(layout.item?.components.map((c) => c.componentName)).toEqual(['HeroBanner', 'Blurb', 'Blurb']);
    const missing = await gql('{ layout(site: "carstore-fi", routePath: "/no-such-page") { item { path } } }');
    expect(missing.data.layout).toEqual({ item: null });
    const unknown = await gql('{ layout(site: "nope", routePath: "/") { item { path } } }');
    expect(unknown.errors?.[0]?.message).toBe('Unknown site name: nope');
  });
  it('has the required dictionary keys in every language', async () => {
    for (const code of SITE_CODES) {
      for (const locale of SITES[code].locales) {
        const result = await gql(`{ dictionary(site: "${code}", language: "${locale.language}") { key value } }`);
        const keys = (result.data.dictionary as { key: string }[]).map((e) => e.key);
        for (const key of REQUIRED_DICTIONARY_KEYS) expect(keys).toContain(key);
      }
    }
  });
});

describe('faults', () => {
  afterEach(() => fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' }));
  it('answers the injected status, empty results, and holds timeouts until aborted', async () => {
    await post('/__sandbox/faults', { upstream: 'search', mode: 'error', status: 502 }, { 'content-type': 'application/json' });
    expect((await post('/search/v1/query', { index: 'cars', site: 'carstore-se' })).status).toBe(502);
    await post('/__sandbox/faults', { upstream: 'search', mode: 'empty' }, { 'content-type': 'application/json' });
    expect(await (await post('/search/v1/query', { index: 'cars', site: 'carstore-se' })).json()).toEqual({ facet: [], content: [], total_items: 0, limit: 24, offset: 0 });
    await post('/__sandbox/faults', { upstream: 'mechmate', mode: 'timeout' }, { 'content-type': 'application/json' });
    const aborted = fetch(`${sandbox.url}/mechmate/car/ABC123`, { headers: KEY, signal: AbortSignal.timeout(300) });
    await expect(aborted).rejects.toThrow();
    await fetch(`${sandbox.url}/__sandbox/faults/mechmate`, { method: 'DELETE' });
    expect((await fetch(`${sandbox.url}/mechmate/car/ABC123`, { headers: KEY })).status).toBe(200);
  });
});

describe('other upstreams', () => {
  it('serves places, mechmate, tire hotel and media', async () => {
    const get = (p: string) => fetch(`${sandbox.url}${p}`, { headers: KEY });
    const places = (await (await get('/places/autocomplete?input=GÖT')).json()) as { predictions: { placeId: string }[] };
    expect(places.predictions[0]?.placeId).toBe('se-goteborg');
    expect(((await (await get('/places/details/se-goteborg')).json()) as { latitude: number }).latitude).toBeCloseTo(57.7, 1);
    expect(await (await get('/mechmate/car/ABC-1')).json()).toEqual({ errors: { 'Error Result': ['InvalidReg'] } });
    expect((await get('/mechmate/car/ZZZ99Z')).status).toBe(404);
    expect(((await (await get('/mechmate/car/POR911')).json()) as { isSupported: boolean }).isSupported).toBe(false);
    expect(((await (await get('/tirehotel/authorization/search?regNo=abc123')).json()) as { obfuscatedPhoneNumber: string }).obfuscatedPhoneNumber).toMatch(/^07\*+12$/);
    const image = await get('/media/hero/dealergroup-se/1.svg?w=640');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(await image.text()).toContain('width="640"');
    expect((await get('/media/hero/x/1.svg?w=333')).status).toBe(400);
  });
});

describe('comhub', () => {
  it('stores submissions in PGlite across a restart', async () => {
    const submission = { formName: 'ServiceBookingForm', formSubmissionId: '0b9d7c34-3f2e-4a55-8f0e-9a1b2c3d4e5f', values: { customerName: 'Anna', gdpr: true } };
    const accepted = await post('/comhub/api/forms', submission);
    expect(accepted.status).toBe(202);
    expect((await post('/comhub/api/forms', { ...submission, formSubmissionId: 'nope' })).status).toBe(400);
    await sandbox.close();
    sandbox = await start();
    const listed = (await (await fetch(`${sandbox.url}/__sandbox/forms?formName=ServiceBookingForm`)).json()) as { submissions: { values: unknown }[] };
    expect(listed.submissions.map((s) => s.values)).toEqual([{ customerName: 'Anna', gdpr: true }]);
  }, 60_000);
});
