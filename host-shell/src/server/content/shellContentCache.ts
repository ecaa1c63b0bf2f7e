import type { ContentService } from './contentService';

export interface ShellContentCacheOptions {
  /** How long an answer is fresh (SHELL_CONTENT_CACHE_MS); 0 turns the cache off (the test system, so faults show at once). */
  ttlMs: number;
  /** How long past fresh an answer is still served while one refresh runs, or when refreshes fail. */
  maxStaleMs: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  at: number;
  refreshing: boolean;
}

/**
 * The content service with the shell's content (navigation, dictionary, footer, alert bar, brand logos, site
 * settings) cached per site and language: fresh for ttlMs, then stale-while-revalidate up to maxStaleMs, so a
 * page never waits on content it had a minute ago and a content outage shows stale shell content rather than
 * none. Concurrent misses share one request. Page-specific calls (layout, languages, sitemap) pass through.
 */
export function cachedShellContent(content: ContentService, { ttlMs, maxStaleMs, now = Date.now }: ShellContentCacheOptions): ContentService {
  if (ttlMs <= 0) return content;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();

  function load<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const request = fetch()
      .then((value) => {
        entries.set(key, { value, at: now(), refreshing: false });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  function cached<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const entry = entries.get(key);
    if (!entry) return load(key, fetch);
    const age = now() - entry.at;
    if (age < ttlMs) return Promise.resolve(entry.value as T);
    if (age < ttlMs + maxStaleMs) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        // A failed refresh keeps the stale answer; the next request after it tries again.
        load(key, fetch).catch(() => {
          entry.refreshing = false;
        });
      }
      return Promise.resolve(entry.value as T);
    }
    entries.delete(key);
    return load(key, fetch);
  }

  // What every page asks for again and again, per site and language: one answer serves all pages for a while.
  return {
    ...content,
    navigation: (site, language) => cached(`navigation:${site}:${language}`, () => content.navigation(site, language)),
    dictionary: (site, language) => cached(`dictionary:${site}:${language}`, () => content.dictionary(site, language)),
    footer: (site, language) => cached(`footer:${site}:${language}`, () => content.footer(site, language)),
    alertBar: (site, language) => cached(`alertBar:${site}:${language}`, () => content.alertBar(site, language)),
    brandLogos: (site) => cached(`brandLogos:${site}`, () => content.brandLogos(site)),
    siteSettings: (site) => cached(`siteSettings:${site}`, () => content.siteSettings(site)),
  };
}
