import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { ShowroomApi } from '@showroom/contracts';
import { carDetailPath, getSite, localizePath, siteFromHost, type SiteDefinition } from '@showroom/sites';
import type { ContentService } from '../content/contentService';
import { dealerSitePaths } from './dealerSitePaths';
import { MAX_SITEMAP_URLS, sitemapXml } from './sitemapXml';
import { siteOrigin } from './siteOrigin';

const PAGE = 100;
const carRef = z.object({ car_id: z.string(), slug: z.string() });

/** Car detail paths of a site, newest first, through the search service. */
async function carDetailPaths(api: ShowroomApi, site: SiteDefinition, base: string, budget: number): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; paths.length < budget; offset += PAGE) {
    const result = await api.search({ index: 'cars', site: site.code, fields: ['car_id', 'slug'], limit: PAGE, offset, sort_name: 'newest' }, carRef);
    paths.push(...result.content.map((car) => carDetailPath(base, car)));
    if (result.content.length < PAGE || offset + PAGE >= result.total_items) break;
  }
  return paths.slice(0, budget);
}

/**
 * GET /sitemap.xml per host (spec 1 §2): the content pages and stories of every language of the
 * site, its dealer site pages and its car detail pages. One entry per site code (a fixed, small set, so the cache is
 * bounded), built at most once per `cacheMs`, and once however many visitors ask at the same time.
 * Its URLs use the configured origin: no request header can put another host into what is cached.
 */
export function registerSitemap(app: FastifyInstance, content: ContentService, api: ShowroomApi, cacheMs: number, originTemplate: string): void {
  const cache = new Map<string, { at: number; xml: Promise<string> }>();

  async function build(site: SiteDefinition): Promise<string> {
    const perLanguage = await Promise.all(site.locales.map((locale) => content.sitemap(site.code, locale.language)));
    const pages = perLanguage.flat();
    const base = site.paths.carDetail;
    const dealers = await dealerSitePaths(api, site, MAX_SITEMAP_URLS - pages.length);
    const cars = base ? await carDetailPaths(api, site, localizePath(site, base, site.locales[0]!.language), MAX_SITEMAP_URLS - pages.length - dealers.length) : [];
    return sitemapXml(siteOrigin(site, originTemplate), [...pages, ...dealers, ...cars]);
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const code = siteFromHost(request.headers.host);
    if (!code) return reply.code(404).type('text/plain').send('No site is served on this host name.');
    let entry = cache.get(code);
    if (!entry || Date.now() - entry.at >= cacheMs) {
      entry = { at: Date.now(), xml: build(getSite(code)) };
      cache.set(code, entry);
      // A failed build is not kept: the next visitor tries again.
      const failed = entry;
      failed.xml.catch(() => cache.get(code) === failed && cache.delete(code));
    }
    try {
      const xml = await entry.xml;
      return reply.type('application/xml').header('cache-control', 'public, max-age=600').send(xml);
    } catch (error) {
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'sitemap unavailable');
      return reply.code(503).header('retry-after', '60').type('text/plain').send('The sitemap is not available right now.');
    }
  });
}
