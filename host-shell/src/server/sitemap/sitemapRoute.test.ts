/** @jest-environment node */
import Fastify from 'fastify';
import type { ShowroomApi } from '@showroom/contracts';
import type { ContentService } from '../content/contentService';
import { registerSitemap } from './sitemapRoute';

// One content page per language; no cars (search answers an empty page), so each sitemap is small.
function harness() {
  const builds: string[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const content = {
    sitemap: async (site: string, language: string) => {
      builds.push(`${site}/${language}`);
      await gate;
      return [`/${language}-page`];
    },
  } as unknown as ContentService;
  const api: ShowroomApi = { search: async () => ({ total_items: 0, content: [], facets: [] }) as never };
  const app = Fastify();
  registerSitemap(app, content, api, 600_000, 'https://{host}');
  return {
    app,
    builds,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('GET /sitemap.xml (issue 12 item 5)', () => {
  it('uses the configured origin, not the Host port or X-Forwarded-Proto, and a poisoned request changes nothing for the next visitor', async () => {
    const { app } = harness();
    const poisoned = await app.inject({ url: '/sitemap.xml', headers: { host: 'carstore-se.localhost:6666', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' } });
    expect(poisoned.statusCode).toBe(200);
    expect(poisoned.body).not.toMatch(/6666|javascript|evil/);
    // carstore-se's first production host is carstore.se (packages/sites matrix).
    expect(poisoned.body).toContain('<loc>https://carstore.se/sv-page</loc>');
    const next = await app.inject({ url: '/sitemap.xml', headers: { host: 'carstore.se' } });
    expect(next.body).toBe(poisoned.body);
  });

  it('keeps one entry per site however many host spellings ask', async () => {
    const { app, builds } = harness();
    for (const host of ['carstore-se.localhost:1', 'carstore-se.localhost:2', 'carstore.se', 'www.carstore.se', 'CARSTORE.SE']) {
      expect((await app.inject({ url: '/sitemap.xml', headers: { host } })).statusCode).toBe(200);
    }
    // carstore-se has one language (sv): built once, not once per spelling.
    expect(builds).toEqual(['carstore-se/sv']);
  });

  it('builds once when many visitors ask at the same time (single flight)', async () => {
    const { app, builds, hold, release } = harness();
    hold();
    const answers = Array.from({ length: 20 }, () => app.inject({ url: '/sitemap.xml', headers: { host: 'carstore.se' } }));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const done = await Promise.all(answers);
    expect(done.every((r) => r.statusCode === 200)).toBe(true);
    expect(builds).toEqual(['carstore-se/sv']);
  });

  it('answers 404 for a host that serves no site', async () => {
    const { app, builds } = harness();
    expect((await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } })).statusCode).toBe(404);
    expect(builds).toEqual([]);
  });
});
