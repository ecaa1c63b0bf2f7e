/** The widths the image route serves (spec 1 §9). */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The host's image route for a source at one of the allowed widths. */
export function imageUrl(src: string, width: ImageWidth): string {
  return `/_image?url=${encodeURIComponent(src)}&w=${width}`;
}

/** A srcset over every allowed width up to `max`. */
export function imageSrcSet(src: string, max: ImageWidth = 1920): string {
  return IMAGE_WIDTHS.filter((w) => w <= max)
    .map((w) => `${imageUrl(src, w)} ${w}w`)
    .join(', ');
}
