import type { ComponentType } from 'react';
import type { ContentBlock } from '@showroom/contracts';
import { loadRemoteModule, reportRemoteFailure } from '@showroom/mfe-runtime/host';
import { preloadHostBlocks } from '../blocks/catalogue/hostBlocks';
import type { BlockCode } from '../blocks/whenNear/BlockCodeContext';
import { blockDataOf } from '../shell/page/blockData';
import type { PageState } from '../shell/pageState';

type Components = Record<string, ComponentType<Record<string, unknown>>>;
type ServerSlot = Extract<PageState['page'], { kind: 'remote' }>['slot'];

/**
 * Loads a server-rendered slot's module into `components` before the slot hydrates; one that cannot load keeps its
 * server HTML in `stale` until the section placeholder replaces it.
 */
export async function loadServerSlot(slot: ServerSlot, components: Components, stale: Record<string, string>): Promise<void> {
  if (slot.mode !== 'server' || components[slot.id] || stale[slot.id] !== undefined) return;
  try {
    components[slot.id] = (await loadRemoteModule(slot.moduleId)).Component;
  } catch (error) {
    reportRemoteFailure(slot.remote, slot.version, 'browser load', error);
    stale[slot.id] = document.getElementById(slot.id)?.querySelector('[data-slot-body]')?.innerHTML ?? '';
  }
}

/**
 * How this page's content blocks get their code: `near` are the uids fetched before hydration (those near the
 * viewport as the page starts, all of them in an editor's preview); a remote block's module lands in `components`.
 */
export function pageBlockCode(state: PageState, near: ReadonlySet<string>, components: Components, stale: Record<string, string>): BlockCode {
  const prepare = (block: ContentBlock): Promise<unknown> => {
    const slot = blockDataOf(state.blockData, block.uid, 'remote')?.slot;
    if (slot) return loadServerSlot(slot, components, stale);
    return preloadHostBlocks([block.componentName]);
  };
  return { near: (uid) => state.editing || near.has(uid), prepare };
}
