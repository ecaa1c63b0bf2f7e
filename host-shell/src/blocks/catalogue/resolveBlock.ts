import { blockModule, type ModuleEntry } from '@showroom/contracts';
import type { BlockRenderer } from '../blockRenderer';
import type { HostBlock } from '../hostBlock';
import { RemoteBlock } from '../remote/RemoteBlock';
import { hostBlock } from './hostBlocks';

/** Where a block's code lives: the host's own blocks, or a remote's block module in the catalogue. */
export type ResolvedBlock = { where: 'host'; block: HostBlock } | { where: 'remote'; entry: ModuleEntry };

/** The one lookup of a content block by componentName, for the server's loader and the renderer alike. */
export function resolveBlock(componentName: string): ResolvedBlock | undefined {
  const block = hostBlock(componentName);
  if (block) return { where: 'host', block };
  const entry = blockModule(componentName);
  return entry ? { where: 'remote', entry } : undefined;
}

/** The renderer of a block: the host block's Component, or the remote block's slot. */
export function blockRenderer(componentName: string): BlockRenderer | undefined {
  const resolved = resolveBlock(componentName);
  if (!resolved) return undefined;
  return resolved.where === 'host' ? resolved.block.Component : RemoteBlock;
}
