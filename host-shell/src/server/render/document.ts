import type { PageState } from '../../shell/pageState';
import { textsForPage } from '@showroom/i18n/page-texts';
import type { Language } from '@showroom/sites';
import { serializeJson, serializeState } from '../../shell/pageState';
import { REMOTE_ORIGINS_META } from '../../shell/remoteOriginsMeta';
import { escapeHtml } from './escapeHtml';
import { hostEntryLoader } from './hostEntryLoader';

const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) =>
  value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';

/** The head's metadata (spec 1 §3): title, description, Open Graph, canonical URL and favicon. */
export function headMetadata(state: PageState): string {
  const m = state.meta;
  return (
    `<title>${escapeHtml(m.title)}</title>` +
    meta('name', 'description', m.description) +
    meta('property', 'og:title', m.ogTitle) +
    meta('property', 'og:description', m.ogDescription) +
    meta('property', 'og:image', m.ogImage) +
    meta('property', 'og:url', m.canonicalUrl) +
    meta('property', 'og:type', 'website') +
    (m.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(m.canonicalUrl)}">` : '') +
    `<link rel="icon" href="${escapeHtml(m.favicon ?? 'data:,')}">` +
    (state.editing ? '<meta name="robots" content="noindex">' : '')
  );
}

/**
 * A page's schema.org data as JSON-LD (a car, a dealer site): data, not a script the page runs, so it carries no
 * nonce; serialised so that no text in it (a dealer's name from upstream) can close the element.
 */
export function structuredDataScript(data: Record<string, unknown> | undefined): string {
  return data ? `<script type="application/ld+json">${serializeJson(data)}</script>` : '';
}

export interface DocumentHeadOptions {
  /** This response's state nonce, which is its CSP nonce too. */
  stateNonce: string;
  remoteOrigins?: readonly string[];
  /** The page's styles, one tag (pageStyles.ts). */
  styles?: string;
  structuredData?: Record<string, unknown> | undefined;
  /** React's own <link rel="preload" as="image"> tags for the page's largest image (imagePreloads.ts), as it wrote them. */
  imagePreloads?: string;
}

/**
 * Everything before the React stream: doctype, head with metadata, preloads and the page's styles (one tag,
 * pageStyles.ts), and the root's opening tag. `stateNonce` (fresh per response) marks the <html> element: the browser reads page state only
 * from the script carrying the same value, which no content in the page can know in advance. It is also the
 * response's CSP nonce (security/contentSecurityPolicy.ts): the scripts here carry it, and the browser bundle
 * reads it from <html> for webpack's chunks and emotion's style tags (client/cspNonce.ts).
 */
export function documentHead(state: PageState, { stateNonce, remoteOrigins = [], styles = '', structuredData, imagePreloads = '' }: DocumentHeadOptions): string {
  // Third-party scripts load only when configured (ARCHITECTURE.md); the id is validated as GTM-XXXX.
  const gtmId = state.meta.gtmId;
  // The state nonce is the response's CSP nonce too: every script the page names carries it (security/).
  const nonce = escapeHtml(stateNonce);
  const gtm = gtmId
    ? `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});</script><script nonce="${nonce}" async src="https://www.googletagmanager.com/gtm.js?id=${gtmId}"></script>`
    : '';
  return (
    `<!doctype html><html lang="${state.language}" data-state-nonce="${escapeHtml(stateNonce)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    headMetadata(state) +
    structuredDataScript(structuredData) +
    // In the head, which no content reaches: the browser loads remote code from these origins only.
    `<meta name="${REMOTE_ORIGINS_META}" content="${escapeHtml(remoteOrigins.join(' '))}">` +
    // Neither the host's entry nor the remotes' containers: the end of the body fetches them once the page's picture
    // is in (hostEntryLoader.ts).
    `${imagePreloads}${gtm}` +
    styles +
    `</head><body><div id="root">`
  );
}

/**
 * Everything after the React stream: the serialised state the browser hydrates from, marked with this response's
 * nonce, then the script that fetches the remotes' containers (`containers`, eagerRemotes.ts) and starts the host's
 * entry once the page's picture is in and painted.
 */
export function documentTail(state: PageState, stateNonce: string, hostScript: string, containers: readonly string[] = []): string {
  const nonce = escapeHtml(stateNonce);
  return (
    `</div><script id="__SHOWROOM__" data-state-nonce="${nonce}" type="application/json">${serializeState(state)}</script>` +
    `<script id="__SHOWROOM_TEXTS__" data-state-nonce="${nonce}" type="application/json">${serializedTexts(state.language, Object.keys(state.remotes))}</script>` +
    hostEntryLoader(hostScript, stateNonce, containers) +
    `</body></html>`
  );
}

// The built-in texts of the page's language that the host and the page's remotes read, which the browser bundle
// leaves out (i18n's pageTexts.ts, textsForPage.ts). The same for every page of a language and set of remotes, so
// serialised once. The remotes' names come from the registry the server reads, never from a request, so the
// combinations are few.
const serializedPageTexts = new Map<string, string>();
function serializedTexts(language: Language, remotes: readonly string[]): string {
  const key = `${language} ${[...remotes].sort().join(' ')}`;
  let json = serializedPageTexts.get(key);
  if (json === undefined) {
    json = serializeJson(textsForPage(language, remotes));
    serializedPageTexts.set(key, json);
  }
  return json;
}
