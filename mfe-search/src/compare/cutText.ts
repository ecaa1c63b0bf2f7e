/** Tooltip texts are cut at this many characters (spec 2 §9). */
export const TOOLTIP_MAX_CHARS = 288;

/** Keeps the first `max` characters of a text and marks a cut with "…"; counts code points so no emoji is split. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** A tooltip's text: cut at TOOLTIP_MAX_CHARS characters. */
export function tooltipText(text: string): string {
  return cutText(text, TOOLTIP_MAX_CHARS);
}
