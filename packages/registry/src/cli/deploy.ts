import path from 'node:path';
import { publishBuild } from '../publish';
import { pointTo } from '../registryDocument';
import { updateRegistry } from '../registryStore';
import { remoteInCwd } from './remoteName';

/** Publishes the remote's build to the CDN and moves its registry pointer to it. */
export async function main(argv: string[] = []): Promise<void> {
  const { name, dir } = remoteInCwd();
  // --from <dir> publishes a build made elsewhere (SHOWROOM_OUT_DIR), e.g. by the deploy test.
  const from = argv.indexOf('--from') >= 0 ? argv[argv.indexOf('--from') + 1] : undefined;
  const published = await publishBuild(name, dir, from ? path.resolve(from) : undefined);
  await updateRegistry((r) => pointTo(r, name, { version: published.version, manifest: published.manifest, serverSha256: published.serverSha256, deployedAt: new Date().toISOString() }));
  console.log(`${name}: ${published.alreadyThere ? 'version already on the CDN' : 'published'} ${published.version}`);
  console.log(`${name}: registry now points to ${published.manifest}`);
}
