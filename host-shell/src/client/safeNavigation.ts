/**
 * The URL a `navigate` bus event may take the page to: same origin, http(s) only. Any remote (or a
 * partner page sharing the bus) can emit the event, so javascript:, data: and other hosts are refused.
 */
export function safeNavigation(href: string, current: Pick<Location, 'href' | 'origin'>): URL | null {
  let url: URL;
  try {
    url = new URL(href, current.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === current.origin ? url : null;
}
