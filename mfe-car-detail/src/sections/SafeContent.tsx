import { createElement, type ReactNode } from 'react';
import type { SafeNode } from './safeHtml';

function renderNode(node: SafeNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  // Only the fixed tags of SafeTag, and no attributes but a key: nothing from the upstream reaches the DOM unescaped.
  return createElement(node.tag, { key }, node.tag === 'br' ? undefined : node.children.map(renderNode));
}

/** Renders nodes from safeHtml.ts. */
export function SafeContent({ nodes }: { nodes: readonly SafeNode[] }) {
  return <>{nodes.map(renderNode)}</>;
}
