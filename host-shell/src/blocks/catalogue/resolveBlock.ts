import { blockModule, type ModuleEntry } from '@showroom/contracts';
import type { HostBlock } from '../hostBlock';
import { hostBlock } from './hostBlocks';

/** Where a block's code lives: the host's own blocks, or a remote's block module in the catalogue. */
export type ResolvedBlock = { where: 'host'; block: HostBlock } | { where: 'remote'; entry: ModuleEntry };

/**
 * The server's lookup of a content block by componentName (server/slots/loadBlocks). The browser renders what the
 * server decided (blockRendererOf), so the module catalogue stays out of its code.
 */
export function resolveBlock(componentName: string): ResolvedBlock | undefined {
  const block = hostBlock(componentName);
  if (block) return { where: 'host', block };
  const entry = blockModule(componentName);
  return entry ? { where: 'remote', entry } : undefined;
}
