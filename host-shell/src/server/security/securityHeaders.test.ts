/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { hostConfig } from '../config';
import { registerSecurity } from './registerSecurity';
import { cspNonceOf } from './securityHeaders';

const SECRET = 'an-editing-secret-of-sixteen';

async function host(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = hostConfig({ EDITING_SECRET: SECRET, CONTENT_PLATFORM_URL: 'https://cm.example.com/platform', ...env });
  const app = Fastify({ trustProxy: config.trustProxy });
  await registerSecurity(app, config, {});
  app.get('/page', async () => 'ok');
  // A page is hijacked and streamed from the raw response: the headers must already be on it.
  app.get('/streamed', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/html', 'x-nonce-seen': cspNonceOf(reply.raw) ?? 'none' });
    reply.raw.end('<!doctype html>');
  });
  return app;
}

const nonceIn = (policy: unknown) => /'nonce-([A-Za-z0-9_-]+)'/.exec(String(policy))?.[1];

describe('security headers on every host response (issue 20)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await host();
  });
  afterAll(() => app.close());

  it('gives each response a fresh nonce, the one the page writes into its tags', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await app.inject({ url: '/streamed' });
      const nonce = nonceIn(response.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(response.headers['x-nonce-seen']).toBe(nonce);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(20);
  });

  it.each([['a page', '/page'], ['a streamed page', '/streamed'], ['a 404', '/nothing-here']])('are on %s', async (_what, url) => {
    const response = await app.inject({ url });
    const policy = String(response.headers['content-security-policy']);
    for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", 'report-uri /__csp-report', 'report-to csp-endpoint']) expect(policy).toContain(directive);
    expect(response.headers['reporting-endpoints']).toBe('csp-endpoint="/__csp-report"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const permissions = String(response.headers['permissions-policy']);
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('microphone=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets other origins embed pictures and assets, but not pages', async () => {
    expect((await app.inject({ url: '/page' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await app.inject({ url: '/_image?url=x' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject({ url: '/static/host/main.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    // A partner's page reports its violations here no-cors; a path that only starts like it is not shared.
    expect((await app.inject({ method: 'POST', url: '/__csp-report' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject({ url: '/__csp-reportx' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("lets the content platform's editor frame the page only with the editing credential", async () => {
    const framed = await app.inject({ url: `/page?sc_mode=edit&secret=${SECRET}` });
    expect(String(framed.headers['content-security-policy'])).toContain("frame-ancestors 'self' https://cm.example.com");
    expect(framed.headers['x-frame-options']).toBeUndefined();
    const guessed = await app.inject({ url: '/page?sc_mode=edit&secret=not-the-secret-at-all' });
    expect(String(guessed.headers['content-security-policy'])).toContain("frame-ancestors 'self';");
    expect(guessed.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('HSTS (issue 20)', () => {
  it('is sent only when the request came over https, as a trusted proxy says', async () => {
    const app = await host({ TRUST_PROXY: '10.0.0.1' });
    const viaProxy = await app.inject({ url: '/page', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    // Anybody else claiming https is not believed, and plain http gets none.
    expect((await app.inject({ url: '/page', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    expect((await app.inject({ url: '/page', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
