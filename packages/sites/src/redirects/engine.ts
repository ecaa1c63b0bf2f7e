import type { MatchRedirectOptions, RedirectRequest, RedirectResult, RedirectRule } from './types';

/**
 * Every redirect is permanent and answered with 308 Permanent Redirect: the original platform (Next.js
 * `permanent: true`) used 308, and unlike 301 it keeps the request method and body, so a POST to an old path
 * is not silently turned into a GET.
 */
export const REDIRECT_STATUS = 308 as const;

/** Car-list filter keys that may appear more than once (spec section 3); other keys are single-valued. */
export const REPEATABLE_QUERY_KEYS: readonly string[] = ['car_site_region'];

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)(\*)?\}/g;
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

interface CompiledSegment {
  regex: RegExp;
  names: string[];
}

interface CompiledRule {
  segments: CompiledSegment[];
  wildcard: string | null;
}

const cache = new WeakMap<RedirectRule, CompiledRule>();

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/' || trimmed === '') return [];
  return trimmed.replace(/^\//, '').split('/');
}

/** Compiles a rule's source; throws on a malformed source (wildcard not last, unnamed placeholder). */
export function compileSource(source: string): CompiledRule {
  if (!source.startsWith('/')) throw new Error(`Redirect source must start with '/': ${source}`);
  const raw = splitPath(source);
  const segments: CompiledSegment[] = [];
  let wildcard: string | null = null;
  raw.forEach((segment, index) => {
    const star = /^\{([A-Za-z_][A-Za-z0-9_]*)\*\}$/.exec(segment);
    if (star) {
      if (index !== raw.length - 1) throw new Error(`Wildcard must be the last segment: ${source}`);
      wildcard = star[1]!;
      return;
    }
    const names: string[] = [];
    let pattern = '';
    let last = 0;
    for (const m of segment.matchAll(PLACEHOLDER)) {
      if (m[2]) throw new Error(`Wildcard must be a whole last segment: ${source}`);
      pattern += escapeRegex(segment.slice(last, m.index));
      pattern += '([^/]+?)';
      names.push(m[1]!);
      last = m.index! + m[0].length;
    }
    pattern += escapeRegex(segment.slice(last));
    segments.push({ regex: new RegExp(`^${pattern}$`, 'iu'), names });
  });
  return { segments, wildcard };
}

function compiled(rule: RedirectRule): CompiledRule {
  let c = cache.get(rule);
  if (!c) {
    c = compileSource(rule.source);
    cache.set(rule, c);
  }
  return c;
}

/** A captured value may not carry a path separator, a backslash, control characters or a dot segment. */
function safeCapture(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..' && !value.includes('/') && !UNSAFE_CHARS.test(value);
}

function decodeSegments(path: string): string[] | null {
  if (!path.startsWith('/') || path.includes('\\')) return null;
  try {
    return splitPath(path).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

function matchRule(rule: RedirectRule, segments: string[], query: URLSearchParams): Map<string, string | string[]> | null {
  const c = compiled(rule);
  if (c.wildcard === null ? segments.length !== c.segments.length : segments.length < c.segments.length) return null;
  const params = new Map<string, string | string[]>();
  for (let i = 0; i < c.segments.length; i++) {
    const seg = c.segments[i]!;
    const m = seg.regex.exec(segments[i]!);
    if (!m) return null;
    for (let n = 0; n < seg.names.length; n++) {
      const value = m[n + 1]!;
      if (!safeCapture(value)) return null;
      params.set(seg.names[n]!, value);
    }
  }
  if (c.wildcard !== null) {
    const rest = segments.slice(c.segments.length);
    if (!rest.every(safeCapture)) return null;
    params.set(c.wildcard, rest);
  }
  if (rule.has) {
    const { key, value } = rule.has;
    const actual = query.get(key);
    if (actual === null) return null;
    if (value !== undefined) {
      if (actual.toLowerCase() !== value.toLowerCase()) return null;
    } else {
      if (!safeCapture(actual)) return null;
      if (!params.has(key)) params.set(key, actual);
    }
  }
  return params;
}

function fill(template: string, params: Map<string, string | string[]>, encode: (s: string) => string): string {
  return template
    .replace(/\/\{([A-Za-z_][A-Za-z0-9_]*)\*\}/g, (_all, name: string) => {
      const v = params.get(name);
      if (!Array.isArray(v)) throw new Error(`Unknown wildcard {${name}*} in destination`);
      return v.length ? '/' + v.map(encode).join('/') : '';
    })
    .replace(PLACEHOLDER, (_all, name: string) => {
      const v = params.get(name);
      if (typeof v !== 'string') throw new Error(`Unknown placeholder {${name}} in destination`);
      return encode(v);
    });
}

function hostOnly(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * True when `location` keeps the visitor on this site (a path starting with one '/', not '//' nor '/\') or is an
 * absolute http(s) URL whose host is the request's host or on the allow-list.
 */
export function isSafeLocation(location: string, requestHost: string, allowedHosts: readonly string[] = []): boolean {
  if (UNSAFE_CHARS.test(location)) return false;
  if (location.startsWith('/')) return !location.startsWith('//');
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return host === hostOnly(requestHost) || allowedHosts.some((h) => h.toLowerCase() === host);
}

function buildLocation(rule: RedirectRule, params: Map<string, string | string[]>, query: URLSearchParams): string {
  const q = rule.destination.indexOf('?');
  const destPath = q === -1 ? rule.destination : rule.destination.slice(0, q);
  const destQuery = q === -1 ? '' : rule.destination.slice(q + 1);
  let path = fill(destPath, params, encodeURIComponent);
  if (path === '') path = '/';
  const out = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(destQuery)) out.append(k, fill(v, params, (s) => s));
  const fromDestination = new Set(out.keys());
  for (const [k, v] of query) {
    if (rule.has && k === rule.has.key) continue; // consumed: the rule translated it into the destination
    if (fromDestination.has(k)) {
      if (!REPEATABLE_QUERY_KEYS.includes(k)) continue; // the destination's filter wins
      if (out.getAll(k).includes(v)) continue;
    }
    out.append(k, v);
  }
  const qs = out.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one redirect engine: the first rule whose source (case-insensitive, one trailing slash ignored) and `has`
 * condition match wins. The destination's query is merged with the request's remaining parameters. A result that
 * would leave the site (other than to an allow-listed host) is refused: null.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  request: RedirectRequest,
  options: MatchRedirectOptions = {},
): RedirectResult | null {
  const segments = decodeSegments(request.path);
  if (!segments) return null;
  for (const rule of rules) {
    const params = matchRule(rule, segments, request.query);
    if (!params) continue;
    const location = buildLocation(rule, params, request.query);
    if (!isSafeLocation(location, request.host, options.allowedHosts)) return null;
    return { location, status: REDIRECT_STATUS };
  }
  return null;
}

/** Throws when a rule is malformed: bad source, or a destination placeholder the source/has does not provide. */
export function validateRule(rule: RedirectRule): void {
  const c = compileSource(rule.source);
  const names = new Set(c.segments.flatMap((s) => s.names));
  if (rule.has && rule.has.value === undefined) names.add(rule.has.key);
  for (const m of rule.destination.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    if (m[2] ? c.wildcard !== name : !names.has(name)) throw new Error(`Destination of ${rule.source} uses unknown {${name}}`);
  }
  if (rule.permanent !== true) throw new Error(`Rule ${rule.source} must be permanent`);
}
