import { serializeJson } from '../../shell/pageState';
import { escapeHtml } from './escapeHtml';

// Why the host's entry is not a plain <script defer>: a deferred script runs as soon as the document is parsed,
// before the browser has painted it, so the server-rendered page stayed blank while main.js was evaluated and
// began to hydrate. Whenever main.js is already there by then (a returning visitor's cache, a fast network) that
// put the script's whole start in front of the first paint, and Lighthouse's simulation charged its download and
// evaluation to FCP and LCP. The file is still fetched as early (a preload in the head, at a defer script's low
// priority so the LCP picture goes first) but runs only once the page is on screen.

/** How long a visible page waits for its first frame before starting main.js anyway (a throttled frame, e.g. an iframe out of view). */
export const FIRST_FRAME_FALLBACK_MS = 1000;

/** The head's preload of the host's entry script, with the response's CSP nonce (strict-dynamic). */
export function hostEntryPreload(hostScript: string, nonce: string): string {
  return `<link rel="preload" as="script" fetchpriority="low" nonce="${escapeHtml(nonce)}" href="${escapeHtml(hostScript)}">`;
}

/**
 * The body's last element: an inline script (nonced) that inserts the host's entry after the page's first paint,
 * at once in a page that is not visible (a background tab paints nothing until shown).
 */
export function hostEntryLoader(hostScript: string, nonce: string): string {
  // A frame's callbacks run before it is painted; a task queued from one runs after. The created script carries
  // the nonce (read from this element: the attribute is hidden from the DOM) for browsers without 'strict-dynamic'.
  const code =
    `(function(d,src){var n=d.currentScript&&d.currentScript.nonce,started=0;` +
    `function start(){if(started++)return;var s=d.createElement('script');s.src=src;if(n)s.nonce=n;d.head.appendChild(s)}` +
    `if(d.visibilityState!=='visible')return start();` +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,${FIRST_FRAME_FALLBACK_MS})` +
    `})(document,${serializeJson(hostScript)})`;
  return `<script nonce="${escapeHtml(nonce)}">${code}</script>`;
}
