// Only an inline base64 image may go into the CSS url(); anything else could break out of it.
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+=*$/i;

/** The CSS background-image of the hero's blur placeholder, or undefined when there is none (or it is not a data image). */
export function blurBackground(blurDataUrl: string | null | undefined): string | undefined {
  return blurDataUrl && DATA_IMAGE.test(blurDataUrl) ? `url("${blurDataUrl}")` : undefined;
}
