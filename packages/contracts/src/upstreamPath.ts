// A path a visitor sends that the server forwards below a fixed base (media store, content platform,
// CDN version folder). Attacks come encoded: '%2e%2e', '%252e%252e', '%2f', '%5c', so the path is
// decoded until it stops changing and every form is checked, and the target is then built with the
// URL parser and checked again, so no later normalisation (ours or the upstream's) can leave the base.

const MAX_DECODE_ROUNDS = 4;
const MAX_PATH_LENGTH = 2048;
// An encoded '.', '/', '\' or '%' (the start of double encoding) has no business in a path we forward.
const ENCODED_SEPARATOR = /%(2e|2f|5c|25)/i;

function decodeFully(raw: string): string[] | null {
  const forms = [raw];
  let current = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

/**
 * The relative path below a base that `raw` (a path as the client sent it, without query) stands
 * for, or null when it is not a plain downward path: encoded separators, '.'/'..' segments, empty
 * segments, backslashes, control characters, or more encoding rounds than any real path needs.
 */
export function safeRelativePath(raw: string): string | null {
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH) return null;
  if (ENCODED_SEPARATOR.test(raw)) return null;
  const forms = decodeFully(raw);
  if (!forms) return null;
  for (const form of forms) {
    if (form.includes('\\') || /[\u0000-\u001f\u007f]/.test(form)) return null;
    const segments = form.split('/');
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  }
  return raw;
}

/**
 * The URL of `relative` (already checked by safeRelativePath) below `base`, or null when the URL
 * parser would put it anywhere else (another origin, or outside the base's path).
 */
export function urlInside(base: string, relative: string, search = ''): URL | null {
  const root = new URL(base.endsWith('/') ? base : `${base}/`);
  const target = new URL(relative, root);
  if (target.origin !== root.origin || !target.pathname.startsWith(root.pathname)) return null;
  target.search = search;
  return target;
}
