import { serializeJson } from '../../shell/pageState';
import { escapeHtml } from './escapeHtml';

// Why the host's entry is not a plain <script defer>: a deferred script runs as soon as the document is parsed,
// before the browser has painted it, so the server-rendered page stayed blank while main.js was evaluated and
// began to hydrate. Whenever main.js is already there by then (a returning visitor's cache, a fast network) that
// put the script's whole start in front of the first paint.
//
// Why it is not preloaded in the head either (2026-12-05, decisions.md "The page's picture before main.js"): a
// preload starts main.js's download (91 kB) beside the page's priority picture, and over HTTP/1.1 the two share the
// line however low the script's priority; Lighthouse's simulation, which shares it the same way, put the car list's
// and car detail's LCP about 0.5 s later. So main.js is fetched once that picture is in (or has failed), and runs
// after a frame: the picture first, the page's hydration right after. The remotes' containers wait with it: preloaded
// from the head, a container (another origin, so a new connection) was charged to the picture too (LCP 1.63 -> 1.15 s
// on the car list without it, interleaved Lighthouse); fetched beside main.js, it is there before main.js asks for it.

/** How long a visible page waits for its priority picture and a frame before starting main.js anyway (a slow picture, an iframe out of view). */
export const START_FALLBACK_MS = 1000;

/** The element a page marks as its largest picture (CarImage, GalleryPicture, ResponsivePicture): fetched first. */
const PRIORITY_PICTURE = 'img[fetchpriority=high]';

/**
 * The body's last element: an inline script (nonced) that preloads the page's remote containers and inserts the host's
 * entry once the page's priority picture has loaded or failed (at once without one) and a frame has been painted; at
 * once in a page that is not visible (a background tab paints nothing until shown), and after START_FALLBACK_MS
 * whatever happened.
 */
export function hostEntryLoader(hostScript: string, nonce: string, containers: readonly string[] = []): string {
  // A frame's callbacks run before it is painted; a task queued from one runs after. The created script carries
  // the nonce (read from this element: the attribute is hidden from the DOM) for browsers without 'strict-dynamic'.
  // A container's preload has no CORS mode: the federation runtime inserts its script without one, and a preload made
  // in another mode would be fetched twice.
  const code =
    `(function(d,src){var n=d.currentScript&&d.currentScript.nonce,started=0,c=${serializeJson(containers)};` +
    `function add(e){if(n)e.nonce=n;d.head.appendChild(e)}` +
    `function start(){if(started++)return;c.forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=h;add(l)});` +
    `var s=d.createElement('script');s.src=src;add(s)}` +
    `if(d.visibilityState!=='visible')return start();` +
    `function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `var p=d.querySelector('${PRIORITY_PICTURE}');` +
    `if(p&&!p.complete){p.addEventListener('load',afterFrame);p.addEventListener('error',afterFrame)}else afterFrame();` +
    `setTimeout(start,${START_FALLBACK_MS})` +
    `})(document,${serializeJson(hostScript)})`;
  return `<script nonce="${escapeHtml(nonce)}">${code}</script>`;
}
