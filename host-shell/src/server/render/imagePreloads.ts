// React's server renderer preloads a page's first images (the ones not loading lazily, fetchPriority="high" first) with
// <link rel="preload" as="image"> tags. Rendering only the root's children, it writes them at the start of that HTML,
// after the head with its styles: on the car list some 36 kB into the document, where a phone on slow 4G sees them
// last of all the head's requests, and beside the first screen's image they preloaded the footer's icons too.

// React's own serialisation: it escapes '<', '>' and quotes in attribute values, so a tag ends at the first '>'.
const LEADING_IMAGE_PRELOAD = /^<link rel="preload" as="image"[^<>]*\/?>/;
const HIGH_PRIORITY = / fetchPriority="high"/;

/** The root's HTML without the image preloads React put first, and those of them marked high priority, for the head. */
export function hoistImagePreloads(body: string): { preloads: string; body: string } {
  let rest = body;
  let preloads = '';
  for (let match = LEADING_IMAGE_PRELOAD.exec(rest); match; match = LEADING_IMAGE_PRELOAD.exec(rest)) {
    // The page's largest image (a remote marks it so, e.g. the car list's first card) is fetched from the head; the
    // others are left to their own <img> tags, which the browser loads by what is in view.
    if (HIGH_PRIORITY.test(match[0])) preloads += match[0];
    rest = rest.slice(match[0].length);
  }
  return { preloads, body: rest };
}
