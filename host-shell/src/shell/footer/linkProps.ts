import type { ContentLink } from '@showroom/contracts';

/** Anchor attributes of a content link; a new window gets rel="noopener noreferrer". */
export function linkProps(link: ContentLink): { href: string; target?: string; rel?: string } {
  const href = link.href.trim();
  return link.target === '_blank' ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}
