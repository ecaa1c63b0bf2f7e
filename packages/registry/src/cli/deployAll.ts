import path from 'node:path';
import { publishBuild } from '../publish';
import { pointTo } from '../registryDocument';
import { updateRegistry } from '../registryStore';
import { remoteInCwd } from './remoteName';

/** Deploys several built remotes in one process (npm start and the test system): publish each, then move all pointers. */
export async function main(argv: string[]): Promise<void> {
  const remotes = argv.map((dir) => remoteInCwd(path.resolve(dir)));
  const published = await Promise.all(remotes.map(async ({ name, dir }) => ({ name, ...(await publishBuild(name, dir)) })));
  const at = new Date().toISOString();
  await updateRegistry((registry) => published.reduce((r, p) => pointTo(r, p.name, { version: p.version, manifest: p.manifest, serverSha256: p.serverSha256, deployedAt: at }), registry));
  for (const p of published) console.log(`${p.name}: ${p.alreadyThere ? 'already on the CDN' : 'published'} ${p.version}, registry points to it`);
}
