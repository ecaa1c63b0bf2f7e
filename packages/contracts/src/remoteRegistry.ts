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
