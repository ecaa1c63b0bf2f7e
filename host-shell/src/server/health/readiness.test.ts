/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { resetBreakers } from '@showroom/bff';
import { hostProbes } from './hostProbes';
import { createReadiness } from './readiness';
import { registerReadyRoute } from './readyRoute';

// A stand-in for the sandbox and the CDN: the content graph, the search service and the registry, each switchable.
const up = { content: true, search: true, registry: true };
const calls: string[] = [];
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    req.resume();
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/edge/graphql') return up.content ? json(200, { data: { __typename: 'Query' } }) : json(503, { error: 'down' });
    if (req.url === '/search/v1/query') return up.search ? json(200, { content: [], total_items: 0 }) : json(503, { error: 'down' });
    if (req.url === '/registry.json') return up.registry ? json(200, { remotes: {} }) : json(500, {});
    return json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  Object.assign(up, { content: true, search: true, registry: true });
  calls.length = 0;
  resetBreakers();
});

async function readyz(cacheMs = 0, now?: () => number) {
  const app = Fastify();
  const probes = hostProbes({ content: { baseUrl: `${base}/edge`, apiKey: 'k' }, search: { baseUrl: `${base}/search`, apiKey: 'k' } }, `${base}/registry.json`, 'dealergroup-se');
  registerReadyRoute(app, createReadiness(probes, cacheMs, now));
  return (await app.inject({ url: '/readyz' })) && app;
}

describe('/readyz (issue 20)', () => {
  it('is 200 when the content graph, the search service and the registry answer', async () => {
    const app = await readyz();
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', checks: { content: 'ok', search: 'ok', registry: 'ok' } });
  });

  it('is 503 naming the content upstream while it fails, and 200 again once it is back', async () => {
    const app = await readyz();
    up.content = false;
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not ready', checks: { content: expect.stringContaining('content'), search: 'ok', registry: 'ok' } });
    up.content = true;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('is 503 when the registry cannot be read', async () => {
    const app = await readyz();
    up.registry = false;
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().checks).toEqual({ content: 'ok', search: 'ok', registry: 'registry: answered 500' });
  });

  it('probes at most once per cache time: at 4,999 ms the same answer, at 5,000 ms a new probe', async () => {
    let clock = 0;
    const app = await readyz(5000, () => clock);
    const probesPerCheck = calls.length;
    expect(probesPerCheck).toBe(3);
    up.search = false;
    clock = 4999;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect(calls.length).toBe(3);
    clock = 5000;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    // The search probe is a read: tried twice on 503.
    expect(calls.filter((c) => c === '/search/v1/query').length).toBe(3);
  });
});
