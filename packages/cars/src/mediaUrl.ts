/** A media path as the browser must request it: host-relative paths get the origin that serves them (embeds). */
export function mediaUrl(src: string | null | undefined, base: string): string | undefined {
  if (!src) return undefined;
  return base && src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src;
}
