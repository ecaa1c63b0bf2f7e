import { createContext, useContext, type ReactNode } from 'react';
import type { ContentBlock } from '@showroom/contracts';

/**
 * How the page's content blocks get their code in the browser (client/bootstrap): the blocks near the viewport
 * when the page started have theirs already and hydrate with the page; each of the others fetches its own when
 * it comes near (issue 14: the home page's blocks below the fold cost its first load nothing).
 */
export interface BlockCode {
  /** The block had its code fetched before hydration: it hydrates with the page. */
  near: (uid: string) => boolean;
  /** Fetches the block's code (a host block's chunk, a remote block's module) before it hydrates. */
  prepare: (block: ContentBlock) => Promise<unknown>;
}

// On the server, and wherever no page started (tests of a block), every block is rendered at once.
const EVERY_BLOCK_NEAR: BlockCode = { near: () => true, prepare: () => Promise.resolve() };

const BlockCodeContext = createContext<BlockCode>(EVERY_BLOCK_NEAR);

/** Provides how the content blocks get their code. */
export function BlockCodeProvider({ value, children }: { value: BlockCode; children: ReactNode }) {
  return <BlockCodeContext.Provider value={value}>{children}</BlockCodeContext.Provider>;
}

/** How the page's content blocks get their code. */
export function useBlockCode(): BlockCode {
  return useContext(BlockCodeContext);
}

/** The name a block's place carries (`data-loads-when-near`), by which the browser finds it before hydrating. */
export const blockPlaceName = (uid: string): string => `block:${uid}`;
