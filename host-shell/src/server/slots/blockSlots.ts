import { blockModule, type ContentBlock, type ModuleEntry, type RemotePointer } from '@showroom/contracts';
import type { LoadContext, SlotDescriptor } from '@showroom/mfe-runtime';
import { loadSlot, type SlotComponent, type SlotDeps } from './loadSlot';

export interface BlockSlots {
  /** The slot of each remote block, by block uid. */
  slots: Record<string, SlotDescriptor>;
  /** Server components by slot id. */
  components: Record<string, SlotComponent>;
  /** Registry pointers of the remotes these blocks use. */
  remotes: Record<string, RemotePointer>;
}

/** A DOM id for a block's slot: the uid's safe characters only. */
export const blockSlotId = (uid: string) => `slot-block-${uid.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 100)}`;

/**
 * Content blocks a remote renders (the catalogue's block modules: the car of the week, car teasers, the
 * car search hero): each goes through the one slot pipeline with the block's fields. A block whose remote
 * fails, or answers anything but props, goes out as a client slot, which the browser tries again and
 * otherwise shows the section placeholder in that block only.
 */
export async function loadBlockSlots(
  blocks: readonly ContentBlock[],
  ctx: Omit<LoadContext, 'fields'>,
  deps: SlotDeps,
  moduleFor: (componentName: string) => ModuleEntry | undefined = blockModule,
): Promise<BlockSlots> {
  const result: BlockSlots = { slots: {}, components: {}, remotes: {} };
  await Promise.all(
    blocks.map(async (block) => {
      const entry = moduleFor(block.componentName);
      if (!entry) return;
      const label = `block ${block.componentName} `;
      const outcome = await loadSlot(entry, blockSlotId(block.uid), { ...ctx, fields: block.fields ?? {} }, deps, label);
      if (outcome.pointer) result.remotes[entry.remote] = outcome.pointer;
      if (outcome.kind === 'server') {
        result.slots[block.uid] = outcome.slot;
        result.components[outcome.slot.id] = outcome.Component;
        return;
      }
      if (outcome.kind === 'answer') {
        deps.log.error({ remote: entry.remote, version: outcome.slot.version, err: `${entry.id} answered ${outcome.result.kind} as a block` }, `[remote] ${entry.remote}@${outcome.slot.version} ${label}server render failed`);
      }
      result.slots[block.uid] = { ...outcome.slot, mode: 'client' };
    }),
  );
  return result;
}
