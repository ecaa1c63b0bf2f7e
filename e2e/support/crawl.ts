import { redirectsFor, type SiteCode, SITES } from '@showroom/sites';
import { fetchPage } from './system';
import { fillDestination, internalLinks } from './links';

// Pages per site the crawl may visit: every navigation, footer and content link of the pages it
// reaches from the home pages, two levels deep (car detail pages are covered by their own suites).
const MAX_PAGES = 400;

/** Fetches a path, following the site's own redirects, and returns the final status and body. */
export async function resolve(site: SiteCode, path: string): Promise<{ status: number; html: string; final: string }> {
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

/** A crawled path: the status it finally answered, the path it ended at, and its shape (pageShape). */
export interface CrawledPage {
  status: number;
  final: string;
  shape: string;
}

/**
 * What a page is made of, as far as what it loads goes: its remote modules and its content blocks. Two pages of
 * one shape load the same code and the same kinds of resources; only their texts and pictures differ.
 */
export function pageShape(html: string): string {
  const modules = [...html.matchAll(/data-remote-slot="([^"]+)"/g)].map((m) => m[1]);
  const blocks = [...html.matchAll(/"componentName":"([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...modules, ...blocks])].sort().join(' ');
}

/**
 * The crawl of a site (the crawler suite's, shared with the CSP suite): the home page of each language, every
 * internal link of navigation, footer and content two levels deep, and every redirect destination, each with
 * the status it finally answered and the path it ended at after the site's redirects.
 */
export async function crawlSite(site: SiteCode): Promise<Map<string, CrawledPage>> {
  const seen = new Map<string, CrawledPage>();
  let frontier = SITES[site].locales.map((l) => l.prefix || '/');
  for (let depth = 0; depth < 3 && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      if (seen.has(path) || seen.size >= MAX_PAGES) continue;
      const { status, html, final } = await resolve(site, path);
      seen.set(path, { status, final, shape: pageShape(html) });
      // Car detail pages and filtered car lists are leaves: their links are the search's own.
      if (depth < 2 && !/\?/.test(path)) next.push(...internalLinks(html).filter((link) => !seen.has(link)));
    }
    frontier = [...new Set(next)];
  }
  for (const rule of redirectsFor(site)) {
    // External destinations are not ours to crawl; '/{path*}' keeps the visitor's own path.
    if (!rule.destination.startsWith('/') || rule.destination.startsWith('/{')) continue;
    const target = fillDestination(rule.destination);
    if (!seen.has(target)) {
      const { status, html, final } = await resolve(site, target);
      seen.set(target, { status, final, shape: pageShape(html) });
    }
  }
  return seen;
}
