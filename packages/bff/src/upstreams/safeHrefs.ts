/**
 * Schemes a link from the content platform may carry. React blocks `javascript:` alone; `data:`, `vbscript:`,
 * `blob:` and the rest would reach the page as links (a stored XSS vector in older browsers, and a phishing one in
 * any), so every other scheme is dropped before the answer is parsed (issue 20).
 */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Whether `href` is relative or uses an allowed scheme, read as a browser does (leading controls and spaces, and tabs and newlines anywhere, ignored). */
export function isSafeHref(href: string): boolean {
  const normalised = href.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\r\n]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalised)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/** A content answer with every `href` of a disallowed scheme emptied (a link without a target); everything else as it was. */
export function withSafeHrefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSafeHrefs);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = key.toLowerCase() === 'href' && typeof field === 'string' ? (isSafeHref(field) ? field : '') : withSafeHrefs(field);
  }
  return out;
}
