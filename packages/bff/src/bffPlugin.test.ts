import Fastify, { type FastifyInstance } from 'fastify';
import { mountBff } from './bffPlugin';
import type { Upstream, UpstreamName } from './upstreams/config';
import { createSearchService } from './upstreams/searchService';
import { upstreamClient } from './upstreams/http';

// Every upstream points at a closed port, so any call that reaches one fails like a dead upstream.
const dead: Upstream = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' };
const upstreams = Object.fromEntries(['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization'].map((n) => [n, dead])) as Record<UpstreamName, Upstream>;

async function app(): Promise<FastifyInstance> {
  const server = Fastify({ bodyLimit: 64 * 1024 });
  await mountBff(server, { upstreams, partnerOrigins: ['http://partner.test'], search: createSearchService(upstreamClient('search', dead, 500)) });
  return server;
}

describe('BFF', () => {
  it('allows CORS for configured partner origins only', async () => {
    const server = await app();
    const preflight = (origin: string) =>
      server.inject({ method: 'OPTIONS', url: '/api/search', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('http://partner.test')).headers['access-control-allow-origin']).toBe('http://partner.test');
    expect((await preflight('http://evil.test')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['a wrong type', { index: 'cars', site: 'carstore-se', limit: 'ten' }, /limit/],
    ['an unknown index', { index: 'users', site: 'carstore-se' }, /index/],
    ['an unknown site', { index: 'cars', site: 'nowhere' }, /site/],
    ['an oversized keyphrase', { index: 'cars', site: 'carstore-se', keyphrase: 'x'.repeat(201) }, /keyphrase/],
  ])('answers 400 with a clear error for %s', async (_what, body, message) => {
    const response = await (await app()).inject({ method: 'POST', url: '/api/search', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body, never 500', async () => {
    const server = await app();
    const malformed = await server.inject({ method: 'POST', url: '/api/search', headers: { 'content-type': 'application/json' }, payload: '{"index":' });
    expect(malformed.statusCode).toBe(400);
    // The server's 64 kB limit; the form routes take more, to name an oversized field (formBodyLimit.ts).
    const huge = await server.inject({ method: 'POST', url: '/api/search', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'y'.repeat(70 * 1024) }) });
    expect(huge.statusCode).toBe(413);
  });

  it('rejects a form submission without a valid id before it reaches comhub', async () => {
    const response = await (await app()).inject({ method: 'POST', url: '/api/forms/comhub', payload: { formName: 'x', formSubmissionId: 'not-a-uuid', values: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/formSubmissionId/);
  });

  it('answers 502 when an upstream is down, for valid input', async () => {
    const server = await app();
    expect((await server.inject({ method: 'POST', url: '/api/search', payload: { index: 'cars', site: 'carstore-se' } })).statusCode).toBe(502);
    expect((await server.inject({ method: 'GET', url: '/api/tirehotel/authorization/search?regNo=ABC123' })).statusCode).toBe(502);
  });

  it('answers 404 in JSON for an unknown API route', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain('/api/nope');
  });
});
