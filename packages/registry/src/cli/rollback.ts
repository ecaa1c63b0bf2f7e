import { rollback } from '../registryDocument';
import { updateRegistry } from '../registryStore';
import { remoteInCwd } from './remoteName';

/** Moves the remote's registry pointer back to the version it replaced. */
export async function main(argv: string[]): Promise<void> {
  const name = argv[0] ?? remoteInCwd().name;
  const next = await updateRegistry((r) => rollback(r, name));
  console.log(`${name}: registry now points to ${next.remotes[name]?.version} (${next.remotes[name]?.manifest})`);
}
