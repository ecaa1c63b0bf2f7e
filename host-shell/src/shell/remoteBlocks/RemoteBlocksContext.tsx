import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SlotDescriptor } from '@showroom/mfe-runtime';

/** What the content blocks a remote renders need: their slots, and their components once loaded. */
export interface RemoteBlocksValue {
  slots: Record<string, SlotDescriptor>;
  /** Components by slot id: the server bundle's on the server, preloaded before hydration in the browser. */
  components: Record<string, ComponentType<Record<string, unknown>>>;
  /** Server HTML of slots whose module the browser could not load, by slot id. */
  stale: Record<string, string>;
}

const RemoteBlocksContext = createContext<RemoteBlocksValue>({ slots: {}, components: {}, stale: {} });

/** Provides the remote blocks' slots and components to the content blocks. */
export function RemoteBlocksProvider({ value, children }: { value: RemoteBlocksValue; children: ReactNode }) {
  return <RemoteBlocksContext.Provider value={value}>{children}</RemoteBlocksContext.Provider>;
}

/** The remote blocks of the page. */
export function useRemoteBlocks(): RemoteBlocksValue {
  return useContext(RemoteBlocksContext);
}
