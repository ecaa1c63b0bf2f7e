/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { contentPlatformRewrites, internalEndpoints, mediaRewrites } from './rewrites';

let upstream: http.Server;
let base = '';
const seen: { method?: string; url?: string; key?: string; body: string }[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, key: req.headers['x-api-key'] as string, body });
      if (req.url?.includes('missing')) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no"}');
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1' }).end(JSON.stringify({ ok: req.url }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

function app(platform = base) {
  const server = Fastify();
  internalEndpoints(server, 'http://{code}.localhost:8080');
  mediaRewrites(server, `${base}/media`, 'media-key');
  contentPlatformRewrites(server, `${platform}/platform`, 'content-key');
  return server;
}

describe('rewrites (spec 1 §2)', () => {
  it.each([
    ['/sitecore/api/layout/render/jss?item=/&sc_site=x', '/platform/sitecore/api/layout/render/jss?item=/&sc_site=x'],
    ['/sitecore/service/heartbeat', '/platform/sitecore/service/heartbeat'],
  ])('%s goes to the content platform host', async (path, target) => {
    const response = await app().inject({ url: path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: target });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: target, key: 'content-key' });
    // Upstream cookies are not passed on to the visitor.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('forwards a POST body to the platform graph', async () => {
    const response = await app().inject({ method: 'POST', url: '/sitecore/api/graph/edge', payload: { query: '{ a }' } });
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/platform/sitecore/api/graph/edge', body: '{"query":"{ a }"}' });
    // Anyone can post any query here, so the server's key does not go with it.
    expect(seen.at(-1)?.key).toBeUndefined();
  });

  it('passes the editing assets under /-/speak/ without the key', async () => {
    expect((await app().inject({ url: '/-/speak/v1/assets/x.js' })).json()).toEqual({ ok: '/platform/-/speak/v1/assets/x.js' });
    expect(seen.at(-1)?.key).toBeUndefined();
  });

  describe('attacks (issue 12 item 1)', () => {
    // The reported attack: encoded dot segments leave the media base and reach the sandbox's outbox.
    it.each([
      '/-/media/%2e%2e/%2e%2e/12345678../__sandbox/outbox',
      '/-/media/%2e%2e/%2e%2e/12345678../__sandbox/inbox.json',
      '/-/jssmedia/%2E%2E/__sandbox/outbox',
      '/-/media/%252e%252e/%252e%252e/__sandbox/outbox',
      '/-/media/a%2f..%2f..%2f__sandbox/outbox',
      '/-/media/a%5c..%5c__sandbox/outbox',
      '/-/media/../../__sandbox/outbox',
      '/-/media//127.0.0.1/x',
      '/sitecore/api/layout/render/%2e%2e/%2e%2e/%2e%2e/%2e%2e/__sandbox/outbox',
      '/sitecore/service/%2e%2e/%2e%2e/__sandbox/inbox.json',
      '/-/speak/%2e%2e/%2e%2e/__sandbox/outbox',
    ])('%s is 404 and reaches nothing upstream', async (path) => {
      const before = seen.length;
      const response = await app().inject({ url: path });
      expect(response.statusCode).toBe(404);
      expect(seen.length).toBe(before);
    });

    it.each([
      ['GET', '/sitecore/api/ssc/item'],
      ['GET', '/sitecore/api/graph/edge?query={__schema{types{name}}}'],
      ['POST', '/sitecore/api/layout/render/jss'],
      ['GET', '/sitecore/service/keepalive'],
      ['GET', '/-/item/v1/sitecore/content'],
    ])('%s %s is outside what the site uses: 404, nothing upstream', async (method, path) => {
      const before = seen.length;
      const response = await app().inject({ method: method as 'GET' | 'POST', url: path, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode).toBe(404);
      expect(seen.length).toBe(before);
    });
  });

  it('serves proxied media as an inert, unsniffed document (issue 12 item 7)', async () => {
    const response = await app().inject({ url: '/-/media/hero/a/1.svg' });
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends media paths to the media store and passes its status through', async () => {
    expect((await app().inject({ url: '/-/media/hero/a/1.svg' })).json()).toEqual({ ok: '/media/hero/a/1.svg' });
    expect((await app().inject({ url: '/-/jssmedia/a.png?w=640' })).json()).toEqual({ ok: '/media/a.png?w=640' });
    expect(seen.at(-1)?.key).toBe('media-key');
    expect((await app().inject({ url: '/-/media/missing.svg' })).statusCode).toBe(404);
  });

  it('answers 502 in words when the platform is down', async () => {
    const response = await app('http://127.0.0.1:1').inject({ url: '/sitecore/service/heartbeat' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'content platform is not available right now' });
  });

  it('serves health and robots with the sitemap', async () => {
    expect((await app().inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', storefront: '22.6.0' });
    const robots = await app().inject({ url: '/robots.txt', headers: { host: 'carstore-se.localhost:8080' } });
    expect(robots.body).toContain('Sitemap: http://carstore-se.localhost:8080/sitemap.xml');
  });

  it("names the sitemap at the configured origin whatever the request's headers say (issue 12 item 5)", async () => {
    const robots = await app().inject({ url: '/robots.txt', headers: { host: 'carstore-se.localhost:6666', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' } });
    expect(robots.body).toContain('Sitemap: http://carstore-se.localhost:8080/sitemap.xml');
    expect(robots.body).not.toMatch(/6666|evil|javascript/);
    expect((await app().inject({ url: '/robots.txt', headers: { host: 'evil.example' } })).statusCode).toBe(404);
  });
});
