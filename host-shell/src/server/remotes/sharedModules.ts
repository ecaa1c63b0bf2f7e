import { isBuiltin } from 'node:module';
import sharedModules from '@showroom/webpack-config/shared-modules.json';

declare const __non_webpack_require__: NodeJS.Require;

// The host's own instances of the shared singletons (ARCHITECTURE.md). A remote's server bundle
// keeps these external and gets them from here, so a page renders with exactly one React.
// Node's own require (not webpack's): the host server keeps node_modules external, so this is
// the very instance the shell renders with.
const nodeRequire = __non_webpack_require__;

// The same list the webpack factory keeps external in server bundles: one file, so the two cannot drift.
const SHARED: readonly string[] = [...sharedModules.singletons, ...sharedModules.serverOnly];

/** The `require` a remote's server bundle runs with: shared singletons and Node built-ins only. */
export function createSharedRequire(workspaceModules: Record<string, unknown>): (id: string) => unknown {
  const modules = new Map<string, unknown>(Object.entries(workspaceModules));
  // Workspace packages (contracts, event bus) come as the host's own imports; the rest from node_modules.
  for (const id of SHARED) if (!modules.has(id)) modules.set(id, nodeRequire(id));
  return (id: string) => {
    if (modules.has(id)) return modules.get(id);
    if (isBuiltin(id)) return nodeRequire(id);
    throw new Error(`a remote server bundle asked for "${id}", which the host does not share`);
  };
}
