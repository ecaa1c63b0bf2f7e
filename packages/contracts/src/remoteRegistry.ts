import { z } from 'zod';

const pointerSchema = z.object({
  version: z.string().min(1).max(100),
  /** Absolute URL of the web build's mf-manifest.json; the server bundle sits at `server/index.js` beside it. */
  manifest: z.string().url().max(2000),
  deployedAt: z.string().max(40).optional(),
  /** sha256 (hex) of the server bundle, recorded at deploy: the host evaluates only a bundle with exactly this digest. */
  serverSha256: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});
export type RemotePointer = z.infer<typeof pointerSchema>;

/** The remote registry: which version of each remote the host serves, with the pointers it replaced. */
export const remoteRegistrySchema = z.object({
  remotes: z.record(
    z.string().regex(/^mfe-[a-z-]+$/),
    pointerSchema.extend({ history: z.array(pointerSchema).max(100).default([]) }),
  ),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
export type RemoteEntry = RemoteRegistry['remotes'][string];

/** Where a version's server bundle lives, by convention beside its manifest. */
export function serverBundleUrl(manifestUrl: string): string {
  return new URL('server/index.js', manifestUrl).toString();
}

/** Whether `url` (a manifest or bundle URL) is on one of `allowedOrigins`; an unparsable URL never is. */
export function fromAllowedOrigin(url: string, allowedOrigins: readonly string[]): boolean {
  return URL.canParse(url) && allowedOrigins.includes(new URL(url).origin);
}

/** Where a version's embed script lives. */
export function embedScriptUrl(manifestUrl: string): string {
  return new URL('embed.js', manifestUrl).toString();
}
