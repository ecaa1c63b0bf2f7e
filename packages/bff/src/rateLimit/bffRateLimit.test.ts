/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { mountBff } from '../bffPlugin';
import type { Upstream, UpstreamName } from '../upstreams/config';
import { clientKey, type RateLimitOptions } from './bffRateLimit';
import { DEFAULT_REQUEST_LIMITS, requestLimitsFromEnv, routesOfTier, tierOf, type RequestLimits } from './requestLimits';

// Upstreams on a closed port: every call here is refused (400) or fails (502) without reaching anything, and
// the limit counts it all the same (it is checked before the body is read).
const dead: Upstream = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' };
const NAMES: UpstreamName[] = ['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization'];
const upstreams = Object.fromEntries(NAMES.map((n) => [n, dead])) as Record<UpstreamName, Upstream>;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';

const LIMITS: RequestLimits = {
  page: { max: 3, windowSeconds: 60 },
  lead: { max: 2, windowSeconds: 600 },
  booking: { max: 2, windowSeconds: 600 },
  code: { max: 2, windowSeconds: 600 },
};

async function bff(rateLimit: RateLimitOptions, trustProxy?: string): Promise<FastifyInstance> {
  const app = Fastify(trustProxy ? { trustProxy } : {});
  // A fixed eventCounter-free set-up: the tire hotel's own guard keeps its memory counter (no REDIS_URL here).
  await mountBff(app, { upstreams, partnerOrigins: [], rateLimit });
  return app;
}

// GET /api/stories/tags?language=xx is 400 at once (no such language): a page call that never leaves the process.
const tags = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/stories/tags?language=xx', remoteAddress, headers });
const lead = (app: FastifyInstance, remoteAddress: string) => app.inject({ method: 'POST', url: '/api/forms/comhub', remoteAddress, payload: { formName: 'x' } });

describe('requests per client address (issue 20)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await bff({ limits: LIMITS, redisUrl: '' });
  });
  afterEach(() => app.close());

  it('answers the 4th page call in the window 429 with Retry-After and a JSON error, and another address is not limited', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await tags(app, '198.18.0.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await tags(app, '198.18.0.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = refused.json();
    expect(body).toEqual({ error: expect.stringMatching(/too many requests/), retryAfter });
    // No `message`: the tire-hotel flow shows a body's message as is, and would show this English one (authProblem.ts).
    expect(body).not.toHaveProperty('message');
    expect((await tags(app, '198.18.0.2')).statusCode).toBe(400);
  });

  it('counts a lead route tighter than a page route, each route apart', async () => {
    expect((await lead(app, '198.18.0.3')).statusCode).toBe(400);
    expect((await lead(app, '198.18.0.3')).statusCode).toBe(400);
    expect((await lead(app, '198.18.0.3')).statusCode).toBe(429);
    // The same address still reaches page routes.
    expect((await tags(app, '198.18.0.3')).statusCode).toBe(400);
  });

  it('refuses before reading the body: a flood of large bodies past the limit is not parsed', async () => {
    for (let i = 0; i < 2; i++) await lead(app, '198.18.0.4');
    const refused = await app.inject({ method: 'POST', url: '/api/forms/comhub', remoteAddress: '198.18.0.4', headers: { 'content-type': 'application/json' }, payload: '{'.repeat(10_000) });
    expect(refused.statusCode).toBe(429);
  });

  it('does not let X-Forwarded-For reset the count without TRUST_PROXY', async () => {
    for (let i = 0; i < 3; i++) await tags(app, '198.18.0.5', { 'x-forwarded-for': `203.0.113.${i}` });
    expect((await tags(app, '198.18.0.5', { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
  });

  it('keeps other errors as fastify answers them', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/api/search', remoteAddress: '198.18.0.6', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, message: 'the body is not valid JSON' });
  });
});

describe('the client key', () => {
  it('is the address, IPv6 by its /64, and a request without one (socket already closed) does not throw', () => {
    expect(clientKey({ ip: '198.18.0.1' })).toBe('198.18.0.1');
    expect(clientKey({ ip: '2001:db8:1:2:3:4:5:6' })).toBe(clientKey({ ip: '2001:db8:1:2:ffff:4:5:6' }));
    expect(clientKey({ ip: '::ffff:198.18.0.1' })).toBe('198.18.0.1');
    expect(clientKey({ ip: undefined as unknown as string })).toBe('no-address');
  });
});

describe('with TRUST_PROXY', () => {
  it('counts the address the trusted proxy names', async () => {
    const app = await bff({ limits: LIMITS, redisUrl: '' }, '127.0.0.1');
    try {
      for (let i = 0; i < 3; i++) await tags(app, '127.0.0.1', { 'x-forwarded-for': '198.18.1.1' });
      expect((await tags(app, '127.0.0.1', { 'x-forwarded-for': '198.18.1.1' })).statusCode).toBe(429);
      expect((await tags(app, '127.0.0.1', { 'x-forwarded-for': '198.18.1.2' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('two BFF instances on one Redis', () => {
  const prefix = `showroom-unit:${randomUUID()}:`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const urls: string[] = [];
  beforeAll(async () => {
    a = await bff({ limits: LIMITS, redisUrl: REDIS_URL, redisPrefix: prefix }, '127.0.0.1');
    b = await bff({ limits: LIMITS, redisUrl: REDIS_URL, redisPrefix: prefix }, '127.0.0.1');
    for (const app of [a, b]) urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  const call = (url: string, address: string) => fetch(`${url}/api/stories/tags?language=xx`, { headers: { 'x-forwarded-for': address } });

  it('share the count: two calls on one and one on the other spend the three, the fourth is 429 on either', async () => {
    const [urlA, urlB] = urls as [string, string];
    expect((await call(urlA, '198.18.2.1')).status).toBe(400);
    expect((await call(urlA, '198.18.2.1')).status).toBe(400);
    expect((await call(urlB, '198.18.2.1')).status).toBe(400);
    const onB = await call(urlB, '198.18.2.1');
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(urlA, '198.18.2.1')).status).toBe(429);
    // Another address on either instance is untouched.
    expect((await call(urlB, '198.18.2.2')).status).toBe(400);
    // The count is in Redis under the prefix (REDIS_PREFIX), not in either process.
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${prefix}limit:*198.18.2.1*`)).length).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});

describe('with Redis gone', () => {
  it('lets requests through (no 500, no hang): the site stays up, the tire hotel guard fails closed on its own', async () => {
    const app = await bff({ limits: LIMITS, redisUrl: 'redis://127.0.0.1:9/0', redisPrefix: 'gone:' });
    try {
      const started = Date.now();
      for (let i = 0; i < 4; i++) expect((await tags(app, '198.18.3.1')).statusCode).toBe(400);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await app.close();
    }
  });
});

describe('the limits', () => {
  it('put leads, bookings and one-time codes in their tiers and everything else in the page tier', () => {
    expect(tierOf('/api/forms/comhub')).toBe('lead');
    expect(routesOfTier('booking').sort()).toEqual(['/api/mechmate/book', '/api/tirehotel/booking/create', '/api/tirehotel/review/addReview']);
    expect(routesOfTier('code').sort()).toEqual(['/api/tirehotel/authorization/login', '/api/tirehotel/authorization/search', '/api/tirehotel/authorization/validate']);
    expect(tierOf('/api/search')).toBe('page');
  });

  it('are read from the environment as max/windowSeconds, with the documented defaults', () => {
    expect(requestLimitsFromEnv({})).toEqual({ page: { max: 600, windowSeconds: 60 }, lead: { max: 20, windowSeconds: 600 }, booking: { max: 20, windowSeconds: 600 }, code: { max: 60, windowSeconds: 600 } });
    expect(requestLimitsFromEnv({ RATE_LIMIT_LEAD: '5/60' }).lead).toEqual({ max: 5, windowSeconds: 60 });
    expect(requestLimitsFromEnv({ RATE_LIMIT_PAGE: '' }).page).toEqual(DEFAULT_REQUEST_LIMITS.page);
    for (const bad of ['5', '0/60', 'x/60', '5/0']) expect(() => requestLimitsFromEnv({ RATE_LIMIT_CODE: bad })).toThrow(/RATE_LIMIT_CODE/);
  });
});
