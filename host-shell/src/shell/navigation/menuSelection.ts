import type { MenuNode } from './menuTree';

/** A path as the menu compares it: without query or hash, without a trailing slash (the root stays '/'), lower case. */
export function normalizeMenuPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return (bare.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The spec's menu selection rule: the first node (depth first) whose url equals the current path is
 * selected and current, every ancestor is selected too; when no node matches, no node is selected.
 */
export function markSelection(nodes: readonly MenuNode[], currentPath: string): MenuNode[] {
  const state = { found: false };
  return mark(nodes, normalizeMenuPath(currentPath), state);
}

function mark(nodes: readonly MenuNode[], target: string, state: { found: boolean }): MenuNode[] {
  return nodes.map((node) => {
    const current = !state.found && node.url !== null && normalizeMenuPath(node.url) === target;
    if (current) state.found = true;
    const foundBefore = state.found;
    const children = mark(node.children, target, state);
    const inChildren = !foundBefore && state.found;
    return { ...node, current, topSelected: current || inChildren, children };
  });
}
