/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mountBff } from '../bffPlugin';
import type { Upstream, UpstreamName } from '../upstreams/config';
import { jsonDeeperThan, MAX_JSON_DEPTH } from './jsonBody';

// Issue 20: bad bodies on the BFF are 400/413 before any schema or upstream. The upstreams are a closed port,
// so a body that got through to a handler would answer 400 from its schema or 502, never what is asserted here.
const dead: Upstream = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' };
const NAMES: UpstreamName[] = ['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization'];
const upstreams = Object.fromEntries(NAMES.map((n) => [n, dead])) as Record<UpstreamName, Upstream>;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ bodyLimit: 64 * 1024 });
  await mountBff(app, { upstreams, partnerOrigins: [], rateLimit: { redisUrl: '' } });
});
afterAll(() => app.close());

const post = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const nested = (levels: number) => `{"index":"cars","site":"carstore-se","x":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('JSON depth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonDeeperThan(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\"${'['.repeat(100)}"}`, 3)).toBe(false);
  });

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} with 400 naming the depth, and lets ${MAX_JSON_DEPTH} through to the schema`, async () => {
    const deep = await post('/api/search', nested(MAX_JSON_DEPTH + 1));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/nested deeper than 20/);
    const atLimit = await post('/api/search', nested(MAX_JSON_DEPTH));
    // 400 from the search schema (x is not a field of it... it is dropped; index/site pass), or 502 from the dead upstream: not the depth refusal.
    expect(atLimit.json().message ?? '').not.toMatch(/nested deeper/);
  });

  it('refuses 100,000 levels quickly (no stack overflow, no 5xx)', async () => {
    const started = Date.now();
    const response = await post('/api/forms/comhub', '['.repeat(100_000));
    expect(response.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('prototype keys', () => {
  it.each([
    ['__proto__ at the top', '{"__proto__":{"isAdmin":true},"index":"cars","site":"carstore-se"}', /__proto__/],
    ['__proto__ nested', '{"index":"cars","site":"carstore-se","filter":{"a":[{"__proto__":{"isAdmin":true}}]}}', /__proto__/],
    ['constructor.prototype', '{"index":"cars","site":"carstore-se","constructor":{"prototype":{"isAdmin":true}}}', /constructor\.prototype/],
  ])('refuses %s with 400', async (_what, body, message) => {
    const response = await post('/api/search', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('body limits per route', () => {
  it('gives a JSON route without its own limit 32 kB: 413 past it', async () => {
    const body = JSON.stringify({ index: 'cars', site: 'carstore-se', keyphrase: 'x'.repeat(33 * 1024) });
    expect((await post('/api/search', body)).statusCode).toBe(413);
  });

  it('keeps the form route its 2 MB: a 100 kB form body is read (and refused by its schema, 400, not 413)', async () => {
    const body = JSON.stringify({ formName: 'carstore-seSellCarForm', formSubmissionId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', values: { customerName: 'x'.repeat(100 * 1024) } });
    const response = await post('/api/forms/comhub', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/values/);
  });
});

describe('unknown keys', () => {
  it('are dropped by the route schema: the upstream gets the known keys only', async () => {
    // A capturing upstream for the personalization route (the simplest pass-through of a body).
    const upstream = Fastify();
    const bodies: unknown[] = [];
    upstream.post('/*', async (request, reply) => {
      bodies.push(request.body);
      return reply.code(204).send();
    });
    const baseUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const bff = Fastify();
    await mountBff(bff, { upstreams: { ...upstreams, personalization: { baseUrl, apiKey: 'k' } }, partnerOrigins: [], rateLimit: { redisUrl: '' } });
    try {
      const event = { channel: 'WEB', currency: 'USD', pageName: 'home', pageVariantId: 'x', language: 'sv' };
      const response = await bff.inject({ method: 'POST', url: '/api/personalization/pageview', payload: { ...event, evil: { a: 1 }, isAdmin: true } });
      expect(response.statusCode).toBe(204);
      expect(bodies).toEqual([event]);
    } finally {
      await bff.close();
      await upstream.close();
    }
  });
});
