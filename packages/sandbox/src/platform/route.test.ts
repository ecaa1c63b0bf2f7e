import Fastify, { type FastifyInstance } from 'fastify';
import { registerContent } from '../content/route';
import { registerPlatform } from './route';

describe('content platform paths', () => {
  // The content graph and the platform paths, wired as server.ts wires them.
  const sandbox: { app: FastifyInstance } = { app: Fastify() };
  const headers = { 'x-api-key': 'k' };
  beforeAll(() => {
    registerContent(sandbox.app, () => false, { seed: 1, now: new Date('2026-11-02T09:00:00Z') });
    registerPlatform(sandbox.app, 'k');
  });
  afterAll(() => sandbox.app.close());

  it('answers the edge graph at /sitecore/api/graph/edge', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/platform/sitecore/api/graph/edge', headers, payload: { query: '{ site(name: "carstore-se") { name } }' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { site: { name: 'Carstore Sverige' } } });
  });

  it('answers the layout service for a page, 404 for none and 400 for a bad query', async () => {
    const ok = await sandbox.app.inject({ url: '/platform/sitecore/api/layout/render/jss?item=/nyheter&sc_lang=sv&sc_site=carstore-se', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ sitecore: { context: { site: { name: 'carstore-se' } }, route: { path: '/nyheter', language: 'sv' } } });
    const missing = await sandbox.app.inject({ url: '/platform/sitecore/api/layout/render/jss?item=/finns-inte&sc_site=carstore-se', headers });
    expect(missing.statusCode).toBe(404);
    const bad = await sandbox.app.inject({ url: '/platform/sitecore/api/layout/render/jss?item=nyheter', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('has a heartbeat', async () => {
    expect((await sandbox.app.inject({ url: '/platform/sitecore/service/heartbeat', headers })).json()).toEqual({ status: 'ok' });
  });
});
