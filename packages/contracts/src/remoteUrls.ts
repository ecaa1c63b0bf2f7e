// Where a remote version's files are, beside its manifest; without zod, for the browser's remote loader.

/** Where a version's server bundle lives, by convention beside its manifest. */
export function serverBundleUrl(manifestUrl: string): string {
  return new URL('server/index.js', manifestUrl).toString();
}

/**
 * The file a version's container is in, by convention beside its manifest; a remote's build names it so
 * (webpack-config remote.cjs). The browser loads it directly, so a page fetches no manifest.
 */
export const CONTAINER_FILE = 'container.js';

/** Where a version's browser container lives: the script a composed page loads for that remote. */
export function containerScriptUrl(manifestUrl: string): string {
  return new URL(CONTAINER_FILE, manifestUrl).toString();
}

/** Whether `url` (a manifest or bundle URL) is on one of `allowedOrigins`; an unparsable URL never is. */
export function fromAllowedOrigin(url: string, allowedOrigins: readonly string[]): boolean {
  return URL.canParse(url) && allowedOrigins.includes(new URL(url).origin);
}

/** Where a version's embed script lives. */
export function embedScriptUrl(manifestUrl: string): string {
  return new URL('embed.js', manifestUrl).toString();
}
