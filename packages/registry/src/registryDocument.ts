import { remoteRegistrySchema, type RemoteEntry, type RemotePointer, type RemoteRegistry } from '@showroom/contracts';

function withoutHistory(entry: RemoteEntry): RemotePointer {
  const { history, ...pointer } = entry;
  void history;
  return pointer;
}

export const emptyRegistry = (): RemoteRegistry => ({ remotes: {} });

/** Parses registry JSON text; throws a clear error when it is not a registry. */
export function parseRegistry(text: string): RemoteRegistry {
  return remoteRegistrySchema.parse(JSON.parse(text));
}

/** Points a remote at a new version, keeping the one it replaces in its history. */
export function pointTo(registry: RemoteRegistry, remote: string, next: RemotePointer): RemoteRegistry {
  const current = registry.remotes[remote];
  if (current && current.manifest === next.manifest) return registry;
  // The whole pointer goes into history (its digest too), so a rollback restores something the host will load.
  const history = current ? [withoutHistory(current), ...current.history].slice(0, 50) : [];
  return { remotes: { ...registry.remotes, [remote]: { ...next, history } } };
}

/** Moves a remote back to the version it replaced; throws when there is none. */
export function rollback(registry: RemoteRegistry, remote: string): RemoteRegistry {
  const current = registry.remotes[remote];
  const [previous, ...rest] = current?.history ?? [];
  if (!current || !previous) throw new Error(`${remote} has no earlier version to roll back to`);
  return { remotes: { ...registry.remotes, [remote]: { ...previous, history: rest } } };
}

/** The version named by a manifest URL: the path segment before mf-manifest.json. */
export function versionFromManifestUrl(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  return parts.length >= 2 ? parts[parts.length - 2]! : 'external';
}
