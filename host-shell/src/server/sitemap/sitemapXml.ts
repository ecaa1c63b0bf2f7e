/** The sitemap protocol's limit of URLs in one file. */
export const MAX_SITEMAP_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A sitemap (sitemaps.org 0.9) of absolute URLs on `origin`: paths deduplicated, at most 50,000. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const unique = [...new Set(paths.filter((p) => p.startsWith('/') && !p.startsWith('//')))].slice(0, MAX_SITEMAP_URLS);
  const urls = unique.map((path) => `<url><loc>${escapeXml(encodeURI(`${origin}${path}`))}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
