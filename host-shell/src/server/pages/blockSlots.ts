import type { ComponentType } from 'react';
import { exposedModules, serverBundleUrl, splitModuleId, type ContentBlock, type RemotePointer, type RemoteRegistry } from '@showroom/contracts';
import { withTimeout, type LoadContext, type SlotDescriptor } from '@showroom/mfe-runtime';
import type { ServerBundleLoader } from '../remotes/serverBundles';
import { BLOCK_MODULES } from './pageModules';
import type { ExposedModuleId } from '@showroom/contracts';

type Log = { error: (obj: object, msg: string) => void };

export interface BlockSlots {
  /** The slot of each remote block, by block uid. */
  slots: Record<string, SlotDescriptor>;
  /** Server components by slot id. */
  components: Record<string, ComponentType<Record<string, unknown>>>;
  /** Registry pointers of the remotes these blocks use. */
  remotes: Record<string, RemotePointer>;
}

/** A DOM id for a block's slot: the uid's safe characters only. */
export const blockSlotId = (uid: string) => `slot-block-${uid.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 100)}`;

/**
 * Content blocks a remote renders (the car of the week, car teasers, the car search hero): each is
 * loaded like a page's remote, with the block's fields, and rendered on the server. A block whose
 * remote fails goes out as a client slot, which the browser tries again and otherwise shows the
 * section placeholder in that block only.
 */
export async function loadBlockSlots(
  blocks: readonly ContentBlock[],
  registry: RemoteRegistry,
  bundles: ServerBundleLoader,
  ctx: Omit<LoadContext, 'fields'>,
  timeoutMs: number,
  log: Log,
  modules: Partial<Record<string, ExposedModuleId>> = BLOCK_MODULES,
): Promise<BlockSlots> {
  const result: BlockSlots = { slots: {}, components: {}, remotes: {} };
  await Promise.all(
    blocks.map(async (block) => {
      const moduleId = modules[block.componentName];
      if (!moduleId) return;
      const { remote, module } = splitModuleId(moduleId);
      const pointer = registry.remotes[remote];
      const slot: SlotDescriptor = { id: blockSlotId(block.uid), moduleId, remote, version: pointer?.version ?? 'unregistered', mode: 'client' };
      result.slots[block.uid] = slot;
      if (!pointer) {
        log.error({ remote }, `[remote] ${remote} is not in the registry`);
        return;
      }
      result.remotes[remote] = pointer;
      try {
        const bundle = await bundles.load(serverBundleUrl(pointer.manifest), pointer.serverSha256);
        const exposed = bundle.modules[module];
        if (!exposed) throw new Error(`server bundle has no module ${module}`);
        const loaded = await withTimeout(exposed.loadData({ ...ctx, fields: block.fields ?? {} }), timeoutMs, `${moduleId} loadData`);
        if (loaded.kind !== 'props') throw new Error(`${moduleId} answered ${loaded.kind} as a block`);
        const props = exposedModules[moduleId].parse(loaded.props) as Record<string, unknown>;
        result.slots[block.uid] = { ...slot, mode: 'server', props };
        result.components[slot.id] = exposed.Component as ComponentType<Record<string, unknown>>;
      } catch (error) {
        log.error({ remote, version: pointer.version, err: error instanceof Error ? error.message : String(error) }, `[remote] ${remote}@${pointer.version} block ${block.componentName} server render failed`);
      }
    }),
  );
  return result;
}
