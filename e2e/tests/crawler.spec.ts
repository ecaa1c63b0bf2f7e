import { expect, test } from '@playwright/test';
import { redirectsFor, SITES, type SiteCode } from '@showroom/sites';
import { fetchPage } from '../support/system';
import { fillDestination, internalLinks } from '../support/links';

// Pages per site the crawl may visit: every navigation, footer and content link of the pages it
// reaches from the home pages, two levels deep (car detail pages are covered by their own suites).
const MAX_PAGES = 400;

/** Fetches a path, following the site's own redirects, and returns the final status and body. */
async function resolve(site: SiteCode, path: string): Promise<{ status: number; html: string; final: string }> {
  let current = path;
  for (let hops = 0; hops < 5; hops++) {
    // Links are written as the CMS wrote them; a request line must be ASCII.
    const response = await fetchPage(site, /[^\x21-\x7e]/.test(current) ? encodeURI(current) : current);
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location') ?? '';
      // Redirects may leave the site only for an allow-listed host (the careers site); those are not crawled.
      if (!location.startsWith('/')) return { status: 200, html: '', final: location };
      current = location;
      continue;
    }
    return { status: response.status, html: await response.text(), final: current };
  }
  return { status: 599, html: '', final: current };
}

for (const site of Object.values(SITES)) {
  test(`${site.code}: every internal link of navigation, footer and content, and every redirect destination, answers without 4xx/5xx`, async () => {
    test.setTimeout(180_000);
    const seen = new Map<string, number>();
    let frontier = site.locales.map((l) => l.prefix || '/');
    for (let depth = 0; depth < 3 && frontier.length > 0; depth++) {
      const next: string[] = [];
      for (const path of frontier) {
        if (seen.has(path) || seen.size >= MAX_PAGES) continue;
        const { status, html } = await resolve(site.code, path);
        seen.set(path, status);
        // Car detail pages and filtered car lists are leaves: their links are the search's own.
        if (depth < 2 && !/\?/.test(path)) next.push(...internalLinks(html).filter((link) => !seen.has(link)));
      }
      frontier = [...new Set(next)];
    }
    for (const rule of redirectsFor(site.code)) {
      // External destinations are not ours to crawl; '/{path*}' keeps the visitor's own path.
      if (!rule.destination.startsWith('/') || rule.destination.startsWith('/{')) continue;
      const target = fillDestination(rule.destination);
      if (!seen.has(target)) seen.set(target, (await resolve(site.code, target)).status);
    }
    const broken = [...seen].filter(([, status]) => status >= 400).map(([path, status]) => `${status} ${path}`);
    expect(broken).toEqual([]);
    // The crawl really crawled: the home pages, the navigation and the footer give dozens of pages.
    expect(seen.size).toBeGreaterThan(20);
  });
}
