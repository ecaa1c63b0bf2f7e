import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { ContentBlock } from '@showroom/contracts';
import { BoundedCache } from '../cache/boundedCache';

// One window for the process: DOMPurify only needs a DOM to parse into, and a new JSDOM per call costs ~ms.
const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

// A link that opens a new tab must not hand the new page a handle on ours (window.opener) or our URL.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else if (node.hasAttribute('target') && node.getAttribute('target') !== '_self') node.removeAttribute('target');
});

/** Fields that carry rich text (HTML) in the content platform's blocks and stories. */
export const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(['Text', 'RichText', 'body', 'MessageText', 'Description']);

// The same rich text comes back on every view of a page; sanitizing it again each time was jsdom's and
// DOMPurify's 4 % of the host's CPU per page (bench:ssr). Kept per input, the least recently used let go first;
// long texts are not kept, so the cache stays small (at most 500 x 20,000 characters in and out).
const MAX_KEPT_LENGTH = 20_000;
const sanitized = new BoundedCache<string, string>(500);

/**
 * Rich text made safe to render (DOMPurify): no scripts, event handlers, javascript: URLs or inline
 * styles; ids and names prefixed (SANITIZE_NAMED_PROPS) so an author's markup cannot clobber the page's
 * own elements or globals (the page-state script, document.forms); new-tab links get rel=noopener noreferrer.
 */
export function sanitizeHtml(html: string): string {
  const kept = sanitized.get(html);
  if (kept !== undefined) return kept;
  const clean = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
    SANITIZE_NAMED_PROPS: true,
  });
  if (html.length <= MAX_KEPT_LENGTH) sanitized.set(html, clean);
  return clean;
}

function sanitizeValue(key: string | null, value: unknown): unknown {
  if (typeof value === 'string') return key !== null && RICH_TEXT_FIELDS.has(key) && /[<&]/.test(value) ? sanitizeHtml(value) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(null, item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeValue(k, v)]));
  }
  return value;
}

/** The blocks with every rich-text field sanitised, at any depth (cards of a card list, a story's body). */
export function sanitizeBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => ({ ...block, fields: sanitizeValue(null, block.fields) as ContentBlock['fields'] }) as ContentBlock);
}
