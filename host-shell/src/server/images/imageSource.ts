import { safeRelativePath } from '@showroom/contracts/upstream-path';
import { IMAGE_WIDTHS, type ImageWidth } from '../../shell/media/imageUrl';

/** Where an image comes from: the content platform's media store (host paths) or an allowed remote host. */
export type ImageSource = { kind: 'media'; path: string } | { kind: 'remote'; url: URL };

export type ImageRequest = { ok: true; source: ImageSource; width: ImageWidth } | { ok: false; error: string };

const MEDIA_PREFIXES = ['/-/media/', '/-/jssmedia/'];
const MAX_URL_LENGTH = 2048;

/**
 * True when a host name matches one of the allowed patterns: an exact name, or '*.example.com'
 * for any subdomain (never the bare domain's look-alikes such as 'evilexample.com').
 */
export function hostAllowed(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return patterns.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p;
  });
}

/**
 * Checks an image request of the /_image route (spec 1 §9: widths 320, 640, 1280, 1920; remote
 * image hosts allowed by pattern), so the route can never be used to reach another host.
 */
export function parseImageRequest(url: unknown, w: unknown, allowedHosts: readonly string[]): ImageRequest {
  if (typeof url !== 'string' || url.length === 0) return { ok: false, error: 'url is required' };
  if (url.length > MAX_URL_LENGTH) return { ok: false, error: `url is longer than ${MAX_URL_LENGTH} characters` };
  const width = Number(w);
  if (typeof w !== 'string' || !IMAGE_WIDTHS.includes(width as ImageWidth)) return { ok: false, error: `w must be one of ${IMAGE_WIDTHS.join(', ')}` };
  if (url.startsWith('/')) {
    // A host path: only the media store's, and no way out of it, however encoded ('..', '%2e%2e', '%252e', '//', '\\').
    const prefix = MEDIA_PREFIXES.find((p) => url.startsWith(p));
    const path = prefix ? safeRelativePath(url.slice(prefix.length)) : null;
    if (path === null) return { ok: false, error: 'url is not a media path' };
    return { ok: true, source: { kind: 'media', path }, width: width as ImageWidth };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: 'url is not a valid URL' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, error: 'url must be http(s)' };
  if (parsed.username || parsed.password) return { ok: false, error: 'url may not carry credentials' };
  if (!hostAllowed(parsed.hostname, allowedHosts)) return { ok: false, error: `image host ${parsed.hostname} is not allowed` };
  return { ok: true, source: { kind: 'remote', url: parsed }, width: width as ImageWidth };
}
