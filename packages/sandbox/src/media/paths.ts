/** Media kinds the sandbox draws. */
export const MEDIA_KINDS = ['cars', 'sites', 'hero', 'logo', 'kits', 'stories'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Host-relative image path; the host proxies /-/media/* to the sandbox's /media/*. */
export function mediaPath(kind: MediaKind, id: string, n: number): string {
  return `/-/media/${kind}/${encodeURIComponent(id)}/${n}.svg`;
}

const blurCache = new Map<string, string>();

/** A tiny inline SVG placeholder in the image's main colour. */
export function blurDataUrl(hex: string): string {
  let url = blurCache.get(hex);
  if (!url) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#e9ecef"/><rect y="5" width="16" height="2" rx="1" fill="${hex}"/></svg>`;
    url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    blurCache.set(hex, url);
  }
  return url;
}

/** The size a content image field states for a generated picture (the CMS gives each image's size): its 16:9 viewBox. */
export const MEDIA_WIDTH = 1600;
export const MEDIA_HEIGHT = 900;
