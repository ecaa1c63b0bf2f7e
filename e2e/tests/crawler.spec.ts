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

// Issue 16: every dealer site page is reachable from the site list (all its pages at once: ?page=19 is clamped
// to the last one) and answers 200 itself, not a redirect back to the list.
for (const site of Object.values(SITES).filter((s) => s.paths.dealers)) {
  test(`${site.code}: every dealer site page linked from the site list answers 200`, async () => {
    test.setTimeout(180_000);
    const list = site.paths.dealers!;
    const response = await fetchPage(site.code, `${list}?page=19`);
    expect(response.status).toBe(200);
    const pages = [...new Set(internalLinks(await response.text()).filter((link) => link.startsWith(`${list}/`)))];
    // Every site of the market: as many as the sandbox's sites index holds for it.
    const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
    const seeded = await fetch(`${sandbox}/search/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': process.env.SANDBOX_API_KEY ?? 'sandbox-key' },
      body: JSON.stringify({ index: 'sites', site: site.code, limit: 0 }),
    });
    const { total_items: total } = (await seeded.json()) as { total_items: number };
    expect(total).toBeGreaterThan(0);
    expect(pages).toHaveLength(total);
    const answers: string[] = [];
    for (const path of pages) answers.push(`${(await fetchPage(site.code, path)).status} ${path}`);
    expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
  });
}
