import { pointTo, rollback, versionFromManifestUrl } from '../registryDocument';
import { readRegistryFile, updateRegistry } from '../registryStore';
import { publishedServerSha256 } from '../publish';

const USAGE = 'usage: npm run remotes -- list | set <remote> <manifest-url> | rollback <remote>';

/** Shows and changes registry pointers. */
export async function main(argv: string[]): Promise<void> {
  const [command, remote, url] = argv;
  if (command === undefined || command === 'list') {
    const registry = await readRegistryFile();
    const rows = Object.entries(registry.remotes).sort(([a], [b]) => a.localeCompare(b));
    if (rows.length === 0) console.log('no remotes registered yet (npm start deploys them)');
    for (const [name, entry] of rows) console.log(`${name.padEnd(22)} ${entry.version.padEnd(20)} ${entry.manifest}  (${entry.history.length} earlier)`);
    return;
  }
  if (command === 'set' && remote && url) {
    if (!/^mfe-[a-z-]+$/.test(remote)) throw new Error(`"${remote}" is not a remote name (mfe-...)`);
    const manifest = new URL(url).toString();
    const serverSha256 = await publishedServerSha256(manifest);
    await updateRegistry((r) => pointTo(r, remote, { version: versionFromManifestUrl(manifest), manifest, ...(serverSha256 ? { serverSha256 } : {}), deployedAt: new Date().toISOString() }));
    if (!serverSha256) console.log(`${remote}: no server bundle of this version on the CDN; the host will render it in the browser only`);
    console.log(`${remote}: registry now points to ${manifest}`);
    return;
  }
  if (command === 'rollback' && remote) {
    const next = await updateRegistry((r) => rollback(r, remote));
    console.log(`${remote}: registry now points to ${next.remotes[remote]?.version}`);
    return;
  }
  throw new Error(USAGE);
}
