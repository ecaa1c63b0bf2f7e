import * as z from '@showroom/contracts/z';

const pointerSchema = z.object({
  version: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  /** Absolute URL of the web build's mf-manifest.json; the server bundle sits at `server/index.js` beside it. */
  manifest: z.string().check(z.url()).check(z.maxLength(2000)),
  deployedAt: z.optional(z.string().check(z.maxLength(40))),
  /** sha256 (hex) of the server bundle, recorded at deploy: the host evaluates only a bundle with exactly this digest. */
  serverSha256: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
});
export type RemotePointer = z.infer<typeof pointerSchema>;

/** The remote registry: which version of each remote the host serves, with the pointers it replaced. */
export const remoteRegistrySchema = z.object({
  remotes: z.record(
    z.string().check(z.regex(/^mfe-[a-z-]+$/)),
    z.extend(pointerSchema, { history: z._default(z.array(pointerSchema).check(z.maxLength(100)), []) }),
  ),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
export type RemoteEntry = RemoteRegistry['remotes'][string];

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
