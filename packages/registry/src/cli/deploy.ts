import { publishBuild } from '../publish';
import { pointTo } from '../registryDocument';
import { updateRegistry } from '../registryStore';
import { remoteInCwd } from './remoteName';

/** Publishes the remote's build to the CDN and moves its registry pointer to it. */
export async function main(): Promise<void> {
  const { name, dir } = remoteInCwd();
  const published = await publishBuild(name, dir);
  await updateRegistry((r) => pointTo(r, name, { version: published.version, manifest: published.manifest, deployedAt: new Date().toISOString() }));
  console.log(`${name}: ${published.alreadyThere ? 'version already on the CDN' : 'published'} ${published.version}`);
  console.log(`${name}: registry now points to ${published.manifest}`);
}
