import type { ComponentType } from 'react';
import { serverBundleUrl, type ModuleEntry, type RemotePointer, type RemoteRegistry } from '@showroom/contracts';
import { withTimeout, type LoadContext, type LoadResult, type SlotDescriptor, type SlotInputs } from '@showroom/mfe-runtime';
import type { ServerBundleLoader } from '../remotes/serverBundles';

type Log = { error: (obj: object, msg: string) => void };

/** A slot's server component; it only ever gets props its catalogue schema has checked. */
export type SlotComponent = ComponentType<Record<string, unknown>>;

export interface SlotDeps {
  registry: RemoteRegistry;
  bundles: ServerBundleLoader;
  /** The deadline of a module's loadData on the server. */
  timeoutMs: number;
  log: Log;
}

type PropsResult = Extract<LoadResult<object>, { kind: 'props' }>;

export type SlotOutcome =
  /** Rendered on the server: the component and its checked props (in the slot). */
  | { kind: 'server'; slot: SlotDescriptor; Component: SlotComponent; pointer: RemotePointer; result: PropsResult }
  /** loadData answered for the whole page (redirect, not found, unavailable): the caller decides. */
  | { kind: 'answer'; slot: SlotDescriptor; pointer: RemotePointer; result: Exclude<LoadResult<object>, { kind: 'props' }> }
  /** Not rendered on the server (unregistered, failed, too slow, broke its contract): the browser mounts it. */
  | { kind: 'client'; slot: SlotDescriptor; pointer?: RemotePointer };

/** What the browser needs to load the slot itself: the server's own inputs, never re-derived from the URL. */
function inputsOf(ctx: LoadContext): SlotInputs {
  return { site: ctx.siteCode, language: ctx.language, path: ctx.path, params: [...ctx.params], query: ctx.query, ...(ctx.fields ? { fields: ctx.fields } : {}) };
}

/**
 * The one server pipeline of a slot, page or block: registry pointer -> server bundle -> module ->
 * loadData within its deadline -> props checked against the catalogue -> rendered, or handed to the browser.
 * `label` names the slot in logs ('block CarOfTheWeek '), so a failing block is found by its name.
 */
export async function loadSlot(entry: ModuleEntry, id: string, ctx: LoadContext, deps: SlotDeps, label = ''): Promise<SlotOutcome> {
  const { remote } = entry;
  const pointer = deps.registry.remotes[remote];
  const slot: SlotDescriptor = { id, moduleId: entry.id, remote, version: pointer?.version ?? 'unregistered', mode: 'client', inputs: inputsOf(ctx) };
  if (!pointer) {
    deps.log.error({ remote }, `[remote] ${remote} is not in the registry`);
    return { kind: 'client', slot };
  }
  try {
    const bundle = await deps.bundles.load(serverBundleUrl(pointer.manifest), pointer.serverSha256);
    const exposed = bundle.modules[entry.name];
    if (!exposed) throw new Error(`server bundle has no module ${entry.name}`);
    const result = await withTimeout(exposed.loadData(ctx), deps.timeoutMs, `${entry.id} loadData`);
    if (result.kind !== 'props') return { kind: 'answer', slot, pointer, result };
    // The host checks what it hands the component against the contract the remote is tested with.
    const props = entry.props.parse(result.props) as Record<string, unknown>;
    // A rendered slot needs no fields in the browser: its props are there.
    const { fields: _fields, ...inputs } = slot.inputs;
    return {
      kind: 'server',
      slot: { ...slot, mode: 'server', props, inputs },
      Component: exposed.Component as SlotComponent,
      pointer,
      result: { ...result, props },
    };
  } catch (error) {
    deps.log.error({ remote, version: pointer.version, err: error instanceof Error ? error.message : String(error) }, `[remote] ${remote}@${pointer.version} ${label}server render failed`);
    return { kind: 'client', slot, pointer };
  }
}
