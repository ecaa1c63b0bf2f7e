import { isBuiltin } from 'node:module';

declare const __non_webpack_require__: NodeJS.Require;

// The host's own instances of the shared singletons (ARCHITECTURE.md). A remote's server bundle
// keeps these external and gets them from here, so a page renders with exactly one React.
// Node's own require (not webpack's): the host server keeps node_modules external, so this is
// the very instance the shell renders with.
const nodeRequire = __non_webpack_require__;

const SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'rxjs', 'zod', '@emotion/react', '@emotion/styled', '@emotion/cache'];

/** The `require` a remote's server bundle runs with: shared singletons and Node built-ins only. */
export function createSharedRequire(workspaceModules: Record<string, unknown>): (id: string) => unknown {
  const modules = new Map<string, unknown>(Object.entries(workspaceModules));
  for (const id of SHARED) modules.set(id, nodeRequire(id));
  return (id: string) => {
    if (modules.has(id)) return modules.get(id);
    if (isBuiltin(id)) return nodeRequire(id);
    throw new Error(`a remote server bundle asked for "${id}", which the host does not share`);
  };
}
