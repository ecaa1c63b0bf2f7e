import type { ContentBlock } from '@showroom/contracts';
import { blockDataOf, type BlockDataMap } from '../../shell/page/blockData';
import type { BlockRenderer } from '../blockRenderer';
import { RemoteBlock } from '../remote/RemoteBlock';
import { hostBlock } from './hostBlocks';

/**
 * The renderer of a block on the page: the host block's Component, or a remote's slot when the server gave the block
 * one. The server decides which blocks a remote renders (resolveBlock, with the module catalogue) and gives each such
 * block a slot, served or client; the browser reads that decision from the block data instead of the catalogue, whose
 * props schemas would otherwise be in the code every page loads (issue 14).
 */
export function blockRendererOf(block: ContentBlock, blockData: BlockDataMap): BlockRenderer | undefined {
  const host = hostBlock(block.componentName);
  if (host) return host.Component;
  return blockDataOf(blockData, block.uid, 'remote') ? RemoteBlock : undefined;
}
