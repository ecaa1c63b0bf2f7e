// Blur placeholders come from the media service inside search and content answers. Only an inline
// base64 image may go into a CSS url(): a stray quote could break out of the declaration, and a
// remote address would make the page fetch from elsewhere.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif|avif|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Longest placeholder accepted: a blur is a few hundred bytes; anything far larger is not one. */
export const MAX_BLUR_LENGTH = 20_000;

/** The CSS background-image of a blur placeholder, or undefined when there is none (or it is not an inline image). */
export function blurBackground(blurDataUrl: string | null | undefined): string | undefined {
  if (!blurDataUrl || blurDataUrl.length > MAX_BLUR_LENGTH || !DATA_IMAGE.test(blurDataUrl)) return undefined;
  return `url("${blurDataUrl}")`;
}
