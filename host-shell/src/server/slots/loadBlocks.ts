import type { ContentBlock, RemotePointer } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { resolveBlock, type ResolvedBlock } from '../../blocks/catalogue/resolveBlock';
import { checkBlockFields } from '../../blocks/checked/fieldChecks';
import type { BlockFieldsMap } from '../../blocks/checked/checkedFields';
import type { BlockLoadContext } from '../../blocks/hostBlock';
import type { BlockData, BlockDataMap } from '../../shell/page/blockData';
import { loadSlot, type SlotComponent, type SlotDeps } from './loadSlot';

export interface PageBlocks {
  /** Each block's server data by uid: a host block's loader's answer, or a remote block's slot. */
  data: BlockDataMap;
  /** Server components of remote blocks, by slot id. */
  components: Record<string, SlotComponent>;
  /** Registry pointers of the remotes these blocks use. */
  remotes: Record<string, RemotePointer>;
  /** The host blocks' fields, checked: what server and browser render them from. */
  fields: BlockFieldsMap;
}

/** What loading a remote block takes: the page's load context and the slot pipeline's dependencies. */
export interface RemoteBlockDeps {
  ctx: Omit<LoadContext, 'fields'>;
  deps: SlotDeps;
}

/** A DOM id for a block's slot: the uid's safe characters only. */
export const blockSlotId = (uid: string) => `slot-block-${uid.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 100)}`;

/** The per-page memo behind BlockLoadContext.once. */
function pageMemo(): BlockLoadContext['once'] {
  const memo = new Map<string, Promise<unknown>>();
  return <T,>(key: string, make: () => Promise<T>) => {
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key) as Promise<T>;
  };
}

/**
 * The server's one pass over a page's content blocks, wherever their code lives. A host block runs its
 * loadData (the hero's blur, the stories' queries); a remote block goes through the one slot pipeline with
 * its fields. A remote block whose remote fails, or answers anything but props, goes out as a client slot,
 * which the browser tries again and otherwise shows the section placeholder in that block only; a host
 * loader that throws leaves its block to render from its fields, logged.
 */
export async function loadBlocks(
  blocks: readonly ContentBlock[],
  ctx: Omit<BlockLoadContext, 'once'>,
  remote: RemoteBlockDeps,
  resolve: (componentName: string) => ResolvedBlock | undefined = resolveBlock,
): Promise<PageBlocks> {
  const result: PageBlocks = { data: {}, components: {}, remotes: {}, fields: checkBlockFields(blocks) };
  const hostCtx: BlockLoadContext = { ...ctx, once: pageMemo() };

  async function loadRemote(block: ContentBlock, resolved: Extract<ResolvedBlock, { where: 'remote' }>): Promise<BlockData> {
    const { entry } = resolved;
    const label = `block ${block.componentName} `;
    const outcome = await loadSlot(entry, blockSlotId(block.uid), { ...remote.ctx, fields: block.fields ?? {} }, remote.deps, label);
    if (outcome.pointer) result.remotes[entry.remote] = outcome.pointer;
    if (outcome.kind === 'server') {
      result.components[outcome.slot.id] = outcome.Component;
      return { kind: 'remote', slot: outcome.slot };
    }
    if (outcome.kind === 'answer') {
      remote.deps.log.error({ remote: entry.remote, version: outcome.slot.version, err: `${entry.id} answered ${outcome.result.kind} as a block` }, `[remote] ${entry.remote}@${outcome.slot.version} ${label}server render failed`);
    }
    return { kind: 'remote', slot: { ...outcome.slot, mode: 'client' } };
  }

  async function loadHost(block: ContentBlock, resolved: Extract<ResolvedBlock, { where: 'host' }>): Promise<BlockData | null> {
    // A block whose code is a chunk of its own has it fetched with its data, so the render never waits for it.
    await resolved.block.preload?.().catch(() => undefined);
    if (!resolved.block.loadData) return null;
    try {
      const loader = await resolved.block.loadData();
      return await loader(block, hostCtx);
    } catch (error) {
      ctx.log.error({ err: error instanceof Error ? error.message : String(error), uid: block.uid, componentName: block.componentName }, 'Block data unavailable; the block renders from its fields');
      return null;
    }
  }

  await Promise.all(
    blocks.map(async (block) => {
      const resolved = resolve(block.componentName);
      if (!resolved) return;
      const data = resolved.where === 'remote' ? await loadRemote(block, resolved) : await loadHost(block, resolved);
      if (data) result.data[block.uid] = data;
    }),
  );
  return result;
}
