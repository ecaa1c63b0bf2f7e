import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { startLeads, type Leads } from '../leadService';
import type { LeadsConfig } from '../leadsConfig';
import type { LeadStore } from '../leadStore';
import { closeTestDatabases, TEST_DATABASES, type TestDatabase } from '../testing/testDatabases';
import { sessionValue } from './opsAuth';
import { registerLeadsOps } from './opsRoutes';

const TOKEN = 'ops-token-0123456789abcdef';
const HOST = 'carstore-se.localhost:8080';
const ORIGIN = `http://${HOST}`;
const config: LeadsConfig = { databaseUrl: undefined, pgliteDir: 'memory://', backoffBaseMs: 1000, backoffCapMs: 60_000, retryAfterCapMs: 3_600_000, maxAttempts: 3, pollMs: 3_600_000, leaseMs: 60_000, batchSize: 20, retentionDays: 90, sendTimeoutMs: 1000 };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const T0 = new Date('2026-11-02T09:00:00.000Z');

const [, openPglite] = TEST_DATABASES[0]!;
let db: TestDatabase;
let leads: Leads;
let store: LeadStore;
let app: FastifyInstance;
let parkedId: string;
let deliveredId: string;

beforeEach(async () => {
  db = await openPglite();
  leads = startLeads({ config, log: silent, open: () => db.connect(), send: async () => ({ status: 202 }), deliver: false });
  store = await leads.store();
  parkedId = randomUUID();
  deliveredId = randomUUID();
  await store.insert({ formSubmissionId: parkedId, formName: 'carstore-seSellCarForm', values: { customerName: '<script>alert(1)</script> Svensson', customerEmail: 'anna.svensson@exempel.se', customerPhone: '070 123 45 67' } }, T0);
  await store.markFailed(parkedId, { error: 'comhub answered 400 <b>bad</b>', nextAttemptAt: T0, park: true });
  await store.insert({ formSubmissionId: deliveredId, formName: 'dealergroup-seCarDetailForm', values: { name: 'Ada Lovelace', email: 'ada@example.se', phone: '0701234567' } }, T0);
  await store.markDelivered(deliveredId, T0);
  app = Fastify();
  // Counts in memory whatever REDIS_URL says: a second run within 10 minutes must not inherit the first's.
  registerLeadsOps(app, { token: TOKEN, leads, rateLimit: { redisUrl: '' } });
  await app.ready();
}, 60_000);
afterEach(async () => {
  await app.close();
  await leads.close();
  await db.drop();
});
afterAll(() => closeTestDatabases());

const bearer = { authorization: `Bearer ${TOKEN}`, host: HOST };
const cookie = (value: string) => ({ cookie: `showroom_ops=${value}`, host: HOST });

describe('/__ops/leads: off without OPS_TOKEN', () => {
  it.each([undefined, ''])('registers nothing when OPS_TOKEN is %p (404)', async (token) => {
    const bare = Fastify();
    registerLeadsOps(bare, { token, leads });
    expect((await bare.inject({ url: '/__ops/leads', headers: { authorization: 'Bearer anything' } })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'POST', url: `/__ops/leads/${parkedId}/requeue` })).statusCode).toBe(404);
  });

  it('refuses to start with a guessable token', () => {
    expect(() => registerLeadsOps(Fastify(), { token: 'short', leads })).toThrow(/at least 16/);
  });
});

describe('/__ops/leads: who gets in', () => {
  it('lists the leads for the bearer token, masked and escaped', async () => {
    const response = await app.inject({ url: '/__ops/leads', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain(parkedId);
    expect(page).toContain(deliveredId);
    // Initials, a masked e-mail and the last four digits, never the values themselves.
    expect(page).toContain('&lt;. S., a***@e***.se, ***4567');
    expect(page).not.toContain('anna.svensson');
    expect(page).not.toContain('Svensson');
    expect(page).not.toContain('0701234567');
    expect(page).not.toContain('<script>');
    expect(page).toContain('comhub answered 400 &lt;b&gt;bad&lt;/b&gt;');
    // Accessible tables: a caption and column headers.
    expect(page).toMatch(/<caption>Parked: [^<]*\(1\)<\/caption>/);
    expect(page).toContain('<th scope="col">Attempts</th>');
    expect(page).toContain(`aria-label="Re-queue lead ${parkedId}"`);
  });

  it.each([
    ['no token', {}],
    ['a wrong bearer token', { authorization: 'Bearer ops-token-0123456789abcdeX' }],
    ['the token without "Bearer"', { authorization: TOKEN }],
    ['a forged cookie', { cookie: 'showroom_ops=forged' }],
    ['the token itself as the cookie', { cookie: `showroom_ops=${TOKEN}` }],
    ["another token's session cookie", { cookie: `showroom_ops=${sessionValue('another-token-0123456789')}` }],
  ])('shows the login form (401) for %s', async (_what, headers) => {
    const response = await app.inject({ url: '/__ops/leads', headers: { host: HOST, ...headers } });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<label for="token">Operator token</label>');
    expect(response.body).not.toContain(parkedId);
  });

  it.each(['token', 'access_token'])('refuses the token in the query string (%s), even the right one', async (name) => {
    const response = await app.inject({ url: `/__ops/leads?${name}=${TOKEN}`, headers: { host: HOST } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(parkedId);
    // Also alongside a valid bearer header: a token in the address is refused, not ignored.
    expect((await app.inject({ url: `/__ops/leads?${name}=${TOKEN}`, headers: bearer })).statusCode).toBe(400);
  });

  it('logs in through the form: an HttpOnly SameSite=Strict cookie holding an HMAC, never the token', async () => {
    const login = await app.inject({ method: 'POST', url: '/__ops/leads/login', headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${encodeURIComponent(TOKEN)}` });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/__ops/leads');
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/__ops\/leads/);
    expect(setCookie).not.toContain(TOKEN);
    const value = /showroom_ops=([^;]+)/.exec(setCookie)?.[1] ?? '';
    expect(value).toBe(sessionValue(TOKEN));
    expect((await app.inject({ url: '/__ops/leads', headers: cookie(value) })).statusCode).toBe(200);
  });

  it('refuses a wrong token in the form, and a login posted from another origin', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await app.inject({ method: 'POST', url: '/__ops/leads/login', headers: { host: HOST, origin: ORIGIN, ...form }, payload: 'token=wrong' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const crossSite = await app.inject({ method: 'POST', url: '/__ops/leads/login', headers: { host: HOST, origin: 'https://evil.example', ...form }, payload: `token=${TOKEN}` });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });

  it('answers the counts as JSON for the bench, to the bearer token only', async () => {
    expect((await app.inject({ url: '/__ops/leads/counts', headers: bearer })).json()).toEqual({ pending: 0, delivered: 1, parked: 1 });
    expect((await app.inject({ url: '/__ops/leads/counts', headers: { host: HOST } })).statusCode).toBe(401);
  });
});

describe('/__ops/leads: re-queue a parked lead', () => {
  const requeue = (id: string, headers: Record<string, string>) => app.inject({ method: 'POST', url: `/__ops/leads/${id}/requeue`, headers });

  it('re-queues with the cookie from the page itself (same origin), back to the list', async () => {
    const response = await requeue(parkedId, { ...cookie(sessionValue(TOKEN)), origin: ORIGIN });
    expect(response.statusCode).toBe(303);
    expect(await store.get(parkedId)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it.each([
    ['from another origin', { origin: 'https://evil.example' }],
    ['with no Origin or Referer', {}],
    ['with a look-alike origin', { origin: `http://${HOST}.evil.example` }],
  ])('refuses a cookie-carrying post %s (CSRF) and leaves the lead parked', async (_what, extra) => {
    const response = await requeue(parkedId, { ...cookie(sessionValue(TOKEN)), ...extra });
    expect(response.statusCode).toBe(403);
    expect(await store.get(parkedId)).toMatchObject({ status: 'parked' });
  });

  it('refuses without a token or with a forged cookie', async () => {
    expect((await requeue(parkedId, { host: HOST, origin: ORIGIN })).statusCode).toBe(401);
    expect((await requeue(parkedId, { ...cookie('forged'), origin: ORIGIN })).statusCode).toBe(401);
    expect(await store.get(parkedId)).toMatchObject({ status: 'parked' });
  });

  it('re-queues for the bearer token (a script), 409 for a lead that is not parked, 400 for a malformed id', async () => {
    expect((await requeue(parkedId, bearer)).json()).toEqual({ requeued: true });
    expect((await requeue(deliveredId, bearer)).statusCode).toBe(409);
    expect((await requeue('1%20OR%201=1', bearer)).statusCode).toBe(400);
  });
});

describe('/__ops/leads: a script cannot try tokens (issue 20)', () => {
  it('answers the 31st request in 10 minutes from one address 429 with Retry-After, wrong token or not', async () => {
    // OPS_REQUESTS_PER_10_MINUTES = 30: thirty wrong logins are answered (401 each), the thirty-first is refused.
    const wrong = { authorization: 'Bearer ops-token-0123456789abcdeX', host: HOST };
    for (let i = 0; i < 30; i += 1) expect((await app.inject({ url: '/__ops/leads', headers: wrong })).statusCode).toBe(401);
    const refused = await app.inject({ url: '/__ops/leads', headers: bearer });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
