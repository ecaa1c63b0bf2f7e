import { createContext, useContext, type ReactNode } from 'react';
import type { HeadingTag } from './heading/headingTag';

/** What a block knows about its place on the page. */
export interface BlockScopeValue {
  /** The heading a title gets without a TitleTag: h1 for the page's first titled block, else h2. */
  defaultHeading: HeadingTag;
}

const BlockScopeContext = createContext<BlockScopeValue>({ defaultHeading: 'h2' });

/** Gives one block its scope; ContentBlocks wraps every block in one. */
export function BlockScope({ value, children }: { value: BlockScopeValue; children: ReactNode }) {
  return <BlockScopeContext.Provider value={value}>{children}</BlockScopeContext.Provider>;
}

/** The scope of the block being rendered (h2 by default outside ContentBlocks). */
export function useBlockScope(): BlockScopeValue {
  return useContext(BlockScopeContext);
}
