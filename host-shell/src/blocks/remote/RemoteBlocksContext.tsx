import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What the content blocks a remote renders need beyond their slot (which is in the block data): their components. */
export interface RemoteBlocksValue {
  /** Components by slot id: the server bundle's on the server, preloaded before hydration in the browser. */
  components: Record<string, ComponentType<Record<string, unknown>>>;
  /** Server HTML of slots whose module the browser could not load, by slot id. */
  stale: Record<string, string>;
}

const RemoteBlocksContext = createContext<RemoteBlocksValue>({ components: {}, stale: {} });

/** Provides the remote blocks' components to the content blocks. */
export function RemoteBlocksProvider({ value, children }: { value: RemoteBlocksValue; children: ReactNode }) {
  return <RemoteBlocksContext.Provider value={value}>{children}</RemoteBlocksContext.Provider>;
}

/** The remote blocks' components of the page. */
export function useRemoteBlocks(): RemoteBlocksValue {
  return useContext(RemoteBlocksContext);
}
