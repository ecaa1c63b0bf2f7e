// The media service (sandbox /media, proxied by the host at /-/media) draws each picture at these widths.
export const MEDIA_WIDTHS = [320, 640, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

// Any origin: embeds prefix host-relative paths with the api origin (mediaUrl).
const MEDIA_PATH = /^(?:https?:\/\/[^/]+)?\/(?:-\/)?media\//;
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/** Whether a URL is served by the media service, which takes `?w=`. */
export function takesWidth(url: string): boolean {
  return MEDIA_PATH.test(url);
}

/** The URL at a width (`w` set or replaced); other URLs unchanged. */
export function atWidth(url: string, width: MediaWidth): string {
  if (!takesWidth(url)) return url;
  const absolute = /^https?:/.test(url);
  const parsed = new URL(url, PLACEHOLDER_ORIGIN);
  parsed.searchParams.set('w', String(width));
  return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A srcset over every width up to `max`, or undefined for a URL that has only one size. */
export function srcSetOf(url: string, max: MediaWidth = 1920): string | undefined {
  if (!takesWidth(url)) return undefined;
  return MEDIA_WIDTHS.filter((w) => w <= max)
    .map((w) => `${atWidth(url, w)} ${w}w`)
    .join(', ');
}
