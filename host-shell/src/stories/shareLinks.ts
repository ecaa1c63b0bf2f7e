import type { SiteDefinition } from '@showroom/sites';

export type ShareNetwork = 'LinkedIn' | 'Facebook' | 'WhatsApp' | 'X';

/** A share link of one network for a page. */
export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

const enc = encodeURIComponent;

/** The share links of a page, in the order shown: LinkedIn, Facebook, WhatsApp, X. */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(pageUrl)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(pageUrl)}` },
    // WhatsApp takes one text: the title, then the link.
    { network: 'WhatsApp', href: `https://wa.me/?text=${enc(`${title} ${pageUrl}`)}` },
    { network: 'X', href: `https://x.com/intent/post?url=${enc(pageUrl)}&text=${enc(title)}` },
  ];
}

/**
 * The page's absolute URL on the site's production host. Server and browser agree on it for the
 * first render; the browser then swaps in its own origin (see useAbsolutePageUrl).
 */
export function productionPageUrl(site: SiteDefinition, path: string): string {
  return `https://${site.hosts[0] ?? `${site.code}.localhost`}${path}`;
}
