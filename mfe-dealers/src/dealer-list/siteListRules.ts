// tel: and mailto: links come from @showroom/ui's contactLinks, whose address rule refuses ? & and the
// other characters that would add headers (bcc, cc) to a mailto: link.

/** The site detail path: the dealers path plus the site's slug. */
export function siteDetailPath(dealersPath: string, slug: string): string {
  return `${dealersPath.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}
