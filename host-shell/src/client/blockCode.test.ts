import type { ComponentType } from 'react';
import type { SlotDescriptor } from '@showroom/mfe-runtime';
import { samplePageState } from '../shell/testing/samplePageState';
import { HOST_BLOCKS } from '../blocks/catalogue/hostBlocks';
import { pageBlockCode } from './blockCode';

const loadRemoteModule = jest.fn();
const reportRemoteFailure = jest.fn();
jest.mock('@showroom/mfe-runtime/host', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  reportRemoteFailure: (...args: unknown[]) => reportRemoteFailure(...args),
}));

const slot = (id: string, mode: SlotDescriptor['mode'] = 'server'): SlotDescriptor => ({
  id,
  moduleId: 'mfe-search/CarTeasers',
  remote: 'mfe-search',
  version: '1.0.0',
  mode,
  inputs: { site: 'dealergroup-se', language: 'sv', path: '/', params: [], query: {} },
});
const teasers = { uid: 'teasers', componentName: 'CarTeasers', placeholder: 'main', fields: {} };
const state = samplePageState({ blockData: { teasers: { kind: 'remote', slot: slot('slot-teasers') } } });
const Teasers: ComponentType<Record<string, unknown>> = () => null;

afterEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = '';
});

describe('pageBlockCode', () => {
  it('says near only of the blocks measured near, and of every block in an editor’s preview', () => {
    const code = pageBlockCode(state, new Set(['hero']), {}, {});
    expect([code.near('hero'), code.near('teasers')]).toEqual([true, false]);
    expect(pageBlockCode({ ...state, editing: true }, new Set(), {}, {}).near('teasers')).toBe(true);
  });

  it('loads a remote block’s module into the components, once', async () => {
    loadRemoteModule.mockResolvedValue({ Component: Teasers });
    const components: Record<string, ComponentType<Record<string, unknown>>> = {};
    const code = pageBlockCode(state, new Set(), components, {});
    await code.prepare(teasers);
    await code.prepare(teasers);
    expect(loadRemoteModule.mock.calls).toEqual([['mfe-search/CarTeasers']]);
    expect(components).toEqual({ 'slot-teasers': Teasers });
  });

  it('keeps the server HTML of a remote block whose module cannot load, and says so', async () => {
    loadRemoteModule.mockRejectedValue(new Error('ScriptExternalLoadError'));
    document.body.innerHTML = '<div id="slot-teasers"><div data-slot-body=""><p>Elbilar</p></div></div>';
    const stale: Record<string, string> = {};
    await pageBlockCode(state, new Set(), {}, stale).prepare(teasers);
    expect(stale).toEqual({ 'slot-teasers': '<p>Elbilar</p>' });
    expect(reportRemoteFailure).toHaveBeenCalledWith('mfe-search', '1.0.0', 'browser load', expect.any(Error));
  });

  it('leaves a slot the browser mounts itself to its own load', async () => {
    const client = samplePageState({ blockData: { teasers: { kind: 'remote', slot: slot('slot-teasers', 'client') } } });
    await pageBlockCode(client, new Set(), {}, {}).prepare(teasers);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('fetches a host block’s chunk, and a chunk that fails does not fail the page', async () => {
    const preload = jest.spyOn(HOST_BLOCKS.Carousel!, 'preload').mockRejectedValue(new Error('ChunkLoadError'));
    await expect(pageBlockCode(state, new Set(), {}, {}).prepare({ uid: 'c', componentName: 'Carousel', placeholder: 'main', fields: {} })).resolves.toBeUndefined();
    expect(preload).toHaveBeenCalledTimes(1);
    await expect(pageBlockCode(state, new Set(), {}, {}).prepare({ uid: 'x', componentName: 'NoSuchBlock', placeholder: 'main', fields: {} })).resolves.toBeUndefined();
  });
});
