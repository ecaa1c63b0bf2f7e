import { pointTo, rollback, versionFromManifestUrl } from '../registryDocument';
import { readRegistryFile, updateRegistry } from '../registryStore';

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
    await updateRegistry((r) => pointTo(r, remote, { version: versionFromManifestUrl(manifest), manifest, deployedAt: new Date().toISOString() }));
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
