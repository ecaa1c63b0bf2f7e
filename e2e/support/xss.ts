import type { Page } from '@playwright/test';

/** What a page holds after load, for the XSS suite (e2e/tests/xss.spec.ts). */
export interface PageReport {
  /** Numbers the detector `window.__xss(n)` was called with. */
  fired: unknown[];
  /** Elements or attributes a vector would need to run (empty on a safe page), each described in one line. */
  dangers: string[];
  /** What is not a danger in today's browsers but should not be there either (links to data: and vbscript:). */
  /** The text of the page (text nodes outside script/style, shadow roots included), whitespace collapsed. */
  text: string;
  /** The numbers of the rich-text marks (xss-mark-n) in that text. */
  marks: number[];
  title: string;
}

/** Whitespace collapsed, as a page shows text. */
export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Inspects the DOM after load. `csp` is the response's Content-Security-Policy: when it names a nonce, every
 * script must carry it. Without one (or besides it), no script may hold a vector's call, no data script may be
 * broken JSON (a `</script>` breakout), no element may have an on* handler, no link or source a script URL, and
 * there may be no iframe[srcdoc], base, object, embed or meta refresh in the body.
 */
export async function inspectPage(page: Page, csp: string | null): Promise<PageReport> {
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1] ?? null;
  const report = await page.evaluate((pageNonce) => {
    const dangers: string[] = [];
    const elements: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        elements.push(el);
        if (el.shadowRoot) collect(el.shadowRoot);
      }
    };
    collect(document);
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}${[...el.attributes].map((a) => ` ${a.name}="${a.value.slice(0, 80)}"`).join('')}>`;
    // React 19 replaces a javascript: URL by one that throws instead of running: blocked, not a vector.
    const reactBlocked = /^javascript:throw new Error\('React has blocked a javascript: URL/;
    // As a browser reads a URL: control characters and whitespace anywhere in the scheme are dropped.
    const squeeze = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    const javascriptUrl = (value: string) => !reactBlocked.test(value) && squeeze(value).startsWith('javascript:');
    const otherScriptUrl = (value: string) => squeeze(value).startsWith('vbscript:') || squeeze(value).startsWith('data:text/html');
    const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'dynsrc', 'lowsrc', 'srcdoc'];
    const call = /__xss|alert\s*\(|fromCharCode|\\u005f|\\u0061/;
    let text = '';
    for (const el of elements) {
      const tag = el.tagName.toLowerCase();
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) dangers.push(`handler ${attr.name}: ${describe(el)}`);
        const name = attr.name.toLowerCase();
        if (URL_ATTRIBUTES.includes(name) && javascriptUrl(attr.value)) dangers.push(`javascript: URL in ${name}: ${describe(el)}`);
        else if (URL_ATTRIBUTES.includes(name) && otherScriptUrl(attr.value)) {
          // A link to data:text/html or vbscript: runs nothing in today's browsers (top-level data: navigation is
          // blocked, vbscript: is gone), but the content graph's links are emptied of every such scheme
          // (packages/bff upstreams/safeHrefs.ts), so one here is a defence gone: a danger like the rest.
          dangers.push(`script URL in ${tag === 'a' ? 'a link' : name}: ${describe(el)}`);
        }
      }
      if (tag === 'iframe' && el.hasAttribute('srcdoc')) dangers.push(`iframe srcdoc: ${describe(el)}`);
      if (['object', 'embed', 'frame', 'frameset'].includes(tag)) dangers.push(`${tag}: ${describe(el)}`);
      if (tag === 'base' || (tag === 'meta' && /refresh|link/i.test(el.getAttribute('http-equiv') ?? ''))) dangers.push(`${tag}: ${describe(el)}`);
      if (tag === 'script') {
        const script = el as HTMLScriptElement;
        const type = (script.type || 'text/javascript').toLowerCase();
        if (type.includes('json')) {
          try {
            JSON.parse(script.textContent ?? '');
          } catch {
            dangers.push(`a data script that is not JSON (broken out of?): ${describe(el)} ${(script.textContent ?? '').slice(0, 120)}`);
          }
        } else if (pageNonce && script.nonce !== pageNonce) dangers.push(`a script without the page's nonce: ${describe(el)} ${(script.textContent ?? '').slice(0, 120)}`);
        else if (call.test(script.textContent ?? '') || call.test(script.src)) dangers.push(`a script holding a vector: ${describe(el)} ${(script.textContent ?? '').slice(0, 120)}`);
      }
    }
    const walk = (root: Node) => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) text += ` ${node.nodeValue ?? ''}`;
        else if (node.nodeType === Node.ELEMENT_NODE) {
          const el = node as Element;
          if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
          walk(el);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      }
    };
    walk(document.body);
    const fired = (window as unknown as { __xssFired?: unknown[] }).__xssFired ?? [];
    return { fired: [...fired], dangers, text, title: document.title };
  }, nonce);
  const text = report.text.replace(/\s+/g, ' ').trim();
  const marks = [...new Set([...text.matchAll(/xss-mark-(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  return { ...report, text, marks };
}
