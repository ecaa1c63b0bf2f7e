import type { ContentLink } from '@showroom/contracts';

export interface LinkAttributes {
  href: string;
  target?: string;
  rel?: string;
  title?: string;
}

// Schemes that would run code or smuggle content; the CMS should never send them.
const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data):/i;

/** The anchor attributes of a CMS link, or null when it has no usable href; a new tab gets rel="noopener". */
export function linkAttributes(link: ContentLink | null | undefined): LinkAttributes | null {
  const href = link?.href?.trim();
  if (!link || !href || UNSAFE_SCHEME.test(href)) return null;
  const attributes: LinkAttributes = { href };
  const target = link.target?.trim();
  if (target) attributes.target = target;
  if (target === '_blank') attributes.rel = 'noopener';
  if (link.title?.trim()) attributes.title = link.title.trim();
  return attributes;
}
