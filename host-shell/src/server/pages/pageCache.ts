import { randomBytes } from 'node:crypto';
import { BoundedCache } from '../cache/boundedCache';
import { noncedDocument, type NoncedDocument } from '../render/noncedDocument';

/**
 * What producing a page gives: a document to send, or a redirect. `keep` says whether it may be reused;
 * `fellBack` that a slot of it went to the browser (kept only for fallbackFreshMs). A kept document is held split
 * at its nonces and compressed once (`document`), its `html` let go.
 */
export type ProducedPage =
  | { kind: 'html'; status: number; html: string; keep: boolean; fellBack?: boolean; headers?: Record<string, string>; document?: NoncedDocument }
  | { kind: 'redirect'; status: number; location: string; keep: boolean };

export interface PageCacheOptions {
  /** How long a kept page is answered without a new render (PAGE_CACHE_MS). */
  freshMs: number;
  /**
   * How long a page whose slot fell back to the browser is answered without a new render
   * (PAGE_CACHE_FALLBACK_MS; 0 does not keep it).
   */
  fallbackFreshMs?: number;
  /** How long after that it is still answered while one render in the background replaces it (PAGE_CACHE_STALE_MS). */
  staleMs: number;
  /** The most bytes of pages (and characters of keys) kept at once (PAGE_CACHE_MAX_MB). */
  maxBytes: number;
  /** Whether a kept page is compressed when kept (render/noncedDocument.ts); false keeps the HTML as it is. */
  compress?: boolean;
  /** The most pages kept at once. */
  maxEntries: number;
  now?: () => number;
  /** A failed background render (the stale copy stays until its window ends). */
  onRefreshError?: (error: unknown) => void;
}

interface Entry {
  page: ProducedPage;
  /** When it was produced (options.now()). */
  at: number;
  bytes: number;
  /** How long it is answered without a new render. */
  freshMs: number;
}

/**
 * Server-rendered pages that are the same for every visitor, kept for a few seconds and answered again with a
 * fresh CSP nonce (issue 14, "Server"). A page is rendered with an unguessable placeholder where each response
 * writes its nonce: made once per process from 18 random bytes and never sent, so no content can carry it and
 * be given a real nonce. Concurrent requests for a page being rendered wait for that one render; past freshMs a
 * request is answered from the copy while one render in the background replaces it; past freshMs + staleMs the
 * copy is gone. The caller decides what may be asked of it (pageRoute.ts: no editing, no visitor's data in the
 * address); the page decides whether it is kept (no error, no stale content, no slot that fell back).
 */
export class PageCache {
  /** Where the response's nonce goes in a kept page. */
  readonly nonceSlot = `nonce-slot-${randomBytes(18).toString('base64url')}`;
  private readonly entries: BoundedCache<string, Entry>;
  private readonly rendering = new Map<string, Promise<ProducedPage>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new BoundedCache(options.maxEntries, (key, entry) => this.forgotten(key, entry));
    this.now = options.now ?? Date.now;
  }

  /**
   * The page for `key`: kept, or produced by `produce` (given the nonce slot) and kept when it allows it.
   * `hit` is true when no render of this request's own made it.
   */
  async get(key: string, produce: (nonce: string) => Promise<ProducedPage>): Promise<{ page: ProducedPage; hit: boolean }> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age < entry.freshMs) return { page: entry.page, hit: true };
    if (entry && age < entry.freshMs + this.options.staleMs) {
      if (!this.rendering.has(key)) this.render(key, produce).catch((error: unknown) => this.options.onRefreshError?.(error));
      return { page: entry.page, hit: true };
    }
    const pending = this.rendering.get(key);
    if (pending) return { page: await pending, hit: true };
    return { page: await this.render(key, produce), hit: false };
  }

  /** The HTML of a page produced through the cache (and not kept) with this response's nonce in place. */
  withNonce(html: string, nonce: string): string {
    return html.split(this.nonceSlot).join(nonce);
  }

  /** Forgets every page (an operator's or a test's switch). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Pages and bytes kept now. */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  private async render(key: string, produce: (nonce: string) => Promise<ProducedPage>): Promise<ProducedPage> {
    const pending = produce(this.nonceSlot);
    this.rendering.set(key, pending);
    try {
      const page = await pending;
      return page.keep ? this.keep(key, page) : page;
    } finally {
      this.rendering.delete(key);
    }
  }

  /** Keeps the page (compressed, unless told not to) when it fits, and gives it back as kept. */
  private keep(key: string, produced: ProducedPage): ProducedPage {
    const freshMs = produced.kind === 'html' && produced.fellBack ? Math.min(this.options.freshMs, this.options.fallbackFreshMs ?? 0) : this.options.freshMs;
    if (freshMs === 0) return produced;
    const page = produced.kind === 'html' && this.options.compress !== false ? { ...produced, html: '', document: noncedDocument(produced.html, this.nonceSlot) } : produced;
    const bytes = key.length + (page.kind === 'redirect' ? page.location.length : (page.document?.bytes ?? page.html.length));
    // A page larger than a quarter of the whole budget would push out most others for one address.
    if (bytes > this.options.maxBytes / 4) return produced;
    const before = this.entries.peek(key);
    if (before) this.forgotten(key, before);
    this.entries.set(key, { page, at: this.now(), bytes, freshMs });
    this.bytes += bytes;
    while (this.bytes > this.options.maxBytes && this.entries.size > 0) this.entries.evictOldest();
    return page;
  }

  private forgotten(_key: string, entry: Entry): void {
    this.bytes -= entry.bytes;
  }
}
