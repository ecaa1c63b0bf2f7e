export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];

/** The CMS's TitleTag as a heading tag ('H3 ' reads as h3); anything else gives the fallback. */
export function resolveHeadingTag(tag: unknown, fallback: HeadingTag): HeadingTag {
  if (typeof tag !== 'string') return fallback;
  const normalized = tag.trim().toLowerCase();
  return (HEADING_TAGS as readonly string[]).includes(normalized) ? (normalized as HeadingTag) : fallback;
}

/** The heading level one below `tag` (for items under a block's title); h6 is the floor. */
export function headingBelow(tag: HeadingTag): HeadingTag {
  const level = Math.min(HEADING_TAGS.indexOf(tag) + 1, HEADING_TAGS.length - 1);
  return HEADING_TAGS[level]!;
}
