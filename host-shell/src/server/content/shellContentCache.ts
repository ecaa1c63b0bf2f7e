import type { Layout } from '@showroom/contracts';
import type { ContentService } from './contentService';
import { LastGood } from './lastGood';

export interface ShellContentCacheOptions {
  /** How long an answer is fresh (SHELL_CONTENT_CACHE_MS); 0 asks the content platform every time (the test system, so faults show at once). */
  ttlMs: number;
  /** How long past fresh an answer is still served while one refresh runs (only with a ttl above 0). */
  maxStaleMs: number;
  /** How old a last good copy may be and still stand in for a failed answer (CONTENT_STALE_IF_ERROR_MS, 24 h). */
  staleIfErrorMs?: number;
  /** How many pages' last good layouts are kept, least recently used out first (CONTENT_STALE_MAX_PAGES). */
  maxPages?: number;
  now?: () => number;
}

/** Told the name of each piece of content that was answered from a last good copy because the platform failed. */
export type OnStale = (what: string) => void;

/** The content service that can say, per request, what it answered from a last good copy. */
export type StaleAwareContent = ContentService & {
  /** The same service, calling `onStale` for each answer served stale because the content platform failed. */
  reportingStale(onStale: OnStale): ContentService;
  /** Drops every cached answer and last good copy (the test system's switch: a page "never seen"). */
  forget(): void;
};

export const DEFAULT_STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_MAX_STALE_PAGES = 1000;

interface Entry {
  value: unknown;
  at: number;
  refreshing: boolean;
  /** The last refresh failed: what is served now is stale because of an outage, not by design. */
  failing: boolean;
}

const ignore: OnStale = () => undefined;

/**
 * The content service with stale answers where they beat none:
 * - the shell's content (navigation, dictionary, footer, alert bar, brand logos, site settings) is the same for every
 *   page of a site and language: fresh for ttlMs, then stale-while-revalidate up to maxStaleMs, concurrent misses
 *   sharing one request;
 * - every piece the page needs (the shell's and the page's own layout and language list, per site, language and
 *   path) is stale-if-error: a fresh answer is asked for first (with a ttl of 0, every time), and when the content
 *   platform fails, the last good copy younger than staleIfErrorMs stands in, reported through `reportingStale`,
 *   so an outage shows yesterday's page rather than the error page. A page never answered well still fails.
 */
export function cachedShellContent(content: ContentService, options: ShellContentCacheOptions): StaleAwareContent {
  const { ttlMs, maxStaleMs, now = Date.now } = options;
  const staleIfErrorMs = options.staleIfErrorMs ?? DEFAULT_STALE_IF_ERROR_MS;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  // Layouts and language lists apart: language lists exist for made-up paths too, and must not push real layouts out.
  const layouts = new LastGood<unknown>(options.maxPages ?? DEFAULT_MAX_STALE_PAGES, staleIfErrorMs, now);
  const languageLists = new LastGood<unknown>(options.maxPages ?? DEFAULT_MAX_STALE_PAGES, staleIfErrorMs, now);

  function load<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const request = fetch()
      .then((value) => {
        entries.set(key, { value, at: now(), refreshing: false, failing: false });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  function cached<T>(what: string, key: string, fetch: () => Promise<T>, onStale: OnStale): Promise<T> {
    const entry = entries.get(key);
    const age = entry ? now() - entry.at : Number.POSITIVE_INFINITY;
    if (entry && ttlMs > 0) {
      if (age < ttlMs) return Promise.resolve(entry.value as T);
      if (age < ttlMs + maxStaleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          // A failed refresh keeps the stale answer (now marked as an outage's); the next request after it tries again.
          load(key, fetch).catch(() => {
            entry.refreshing = false;
            entry.failing = true;
          });
        }
        if (entry.failing) onStale(what);
        return Promise.resolve(entry.value as T);
      }
    }
    return load(key, fetch).catch((error: unknown) => {
      const last = entries.get(key);
      if (!last || now() - last.at > staleIfErrorMs) throw error;
      last.failing = true;
      onStale(what);
      return last.value as T;
    });
  }

  /** A page's own content: always asked for, the last good copy kept per site, language and path for an outage. */
  async function perPage<T>(pages: LastGood<unknown>, what: string, key: string, fetch: () => Promise<T>, worthKeeping: (value: T) => boolean, onStale: OnStale): Promise<T> {
    try {
      const value = await fetch();
      // Only real pages: an answer "no such page" kept per path would let anyone fill the store with made-up paths.
      if (worthKeeping(value)) pages.set(key, value);
      return value;
    } catch (error) {
      const last = pages.get(key);
      if (!last) throw error;
      onStale(what);
      return last.value as T;
    }
  }

  function build(onStale: OnStale): ContentService {
    return {
      ...content,
      navigation: (site, language) => cached('navigation', `navigation:${site}:${language}`, () => content.navigation(site, language), onStale),
      dictionary: (site, language) => cached('dictionary', `dictionary:${site}:${language}`, () => content.dictionary(site, language), onStale),
      footer: (site, language) => cached('footer', `footer:${site}:${language}`, () => content.footer(site, language), onStale),
      alertBar: (site, language) => cached('alertBar', `alertBar:${site}:${language}`, () => content.alertBar(site, language), onStale),
      brandLogos: (site) => cached('brandLogos', `brandLogos:${site}`, () => content.brandLogos(site), onStale),
      siteSettings: (site) => cached('siteSettings', `siteSettings:${site}`, () => content.siteSettings(site), onStale),
      layout: (site, routePath, language) =>
        perPage(layouts, 'layout', `layout:${site}:${language}:${routePath}`, () => content.layout(site, routePath, language), (layout: Layout) => layout.item !== null, onStale),
      languages: (site, routePath, language) =>
        perPage(languageLists, 'languages', `languages:${site}:${language}:${routePath}`, () => content.languages(site, routePath, language), (list) => list.length > 0, onStale),
    };
  }

  const forget = () => {
    entries.clear();
    layouts.clear();
    languageLists.clear();
  };
  return { ...build(ignore), reportingStale: build, forget };
}
