import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteRegistry } from '@showroom/contracts';
import { registryPath } from './config';
import { emptyRegistry, parseRegistry } from './registryDocument';

/** Reads the registry file; a missing file is an empty registry. */
export async function readRegistryFile(file = registryPath()): Promise<RemoteRegistry> {
  try {
    return parseRegistry(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}

/** Writes the registry atomically, so a reader never sees half a document. */
export async function writeRegistryFile(registry: RemoteRegistry, file = registryPath()): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  await fs.rename(tmp, file);
}

/** Reads, changes and writes the registry. */
export async function updateRegistry(change: (r: RemoteRegistry) => RemoteRegistry, file = registryPath()): Promise<RemoteRegistry> {
  const next = change(await readRegistryFile(file));
  await writeRegistryFile(next, file);
  return next;
}
