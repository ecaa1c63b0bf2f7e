/** @jest-environment node */
import { searchRemote, type ContentBlock } from '@showroom/contracts';
import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import { SITES } from '@showroom/sites';
import type { ResolvedBlock } from '../../blocks/catalogue/resolveBlock';
import { blockSlotId, loadBlocks } from './loadBlocks';

// A registered module stands in for a block module: the car list, placed as a 'CarOfTheWeek' block; the
// hero is a host block whose loader answers its uid.
const heroLoader = jest.fn(async (block: ContentBlock) => ({ kind: 'hero' as const, blurDataUrl: `blur of ${block.uid}` }));
const resolve = (componentName: string): ResolvedBlock | undefined => {
  if (componentName === 'CarOfTheWeek') return { where: 'remote', entry: searchRemote.modules.CarList };
  if (componentName === 'HeroBanner') return { where: 'host', block: { Component: () => null, loadData: async () => heroLoader } };
  return undefined;
};
const hostCtx = (log: { error: jest.Mock }) => ({ site: SITES['dealergroup-se'], language: 'sv' as const, query: {}, log: { ...log, warn: jest.fn() } });
const validProps = { site: 'dealergroup-se', language: 'sv', apiBase: '', carListPath: '/kop-bil', carDetailBase: '/kop-bil', result: { state: 'loaded', cars: [], total: 0 } };
const manifest = 'http://cdn.test/mfe-search/2.0.0-abc/mf-manifest.json';
const registry = { remotes: { 'mfe-search': { version: '2.0.0-abc', manifest, history: [] } } };
const site = SITES['dealergroup-se'];
const ctx = { site, siteCode: site.code, language: 'sv' as const, path: '/', params: [], query: {}, api: { search: jest.fn() }, apiBase: '' };
const blocks = [
  { uid: 'home-hero', componentName: 'HeroBanner', fields: {} },
  { uid: 'home-car-of-the-week', componentName: 'CarOfTheWeek', fields: { Title: 'Veckans bilar' } },
] as unknown as ContentBlock[];

function bundleWith(loadData: (c: unknown) => Promise<unknown>) {
  const Component = () => null;
  const bundle = { name: 'mfe-search', version: '2', modules: { CarList: { Component, loadData } } } as unknown as RemoteServerBundle;
  return { bundles: { load: jest.fn(async () => bundle) }, Component };
}

describe('loadBlocks', () => {
  it('renders a remote block on the server with the block fields, and runs the host block loader, in one pass', async () => {
    const loadData = jest.fn(async () => ({ kind: 'props', props: validProps }));
    const { bundles, Component } = bundleWith(loadData as (c: unknown) => Promise<unknown>);
    const log = { error: jest.fn() };
    const result = await loadBlocks(blocks, hostCtx(log), { ctx, deps: { registry, bundles, timeoutMs: 1000, log } }, resolve);
    expect(loadData).toHaveBeenCalledWith(expect.objectContaining({ fields: { Title: 'Veckans bilar' }, siteCode: 'dealergroup-se' }));
    expect(Object.keys(result.data).sort()).toEqual(['home-car-of-the-week', 'home-hero']);
    expect(result.data['home-hero']).toEqual({ kind: 'hero', blurDataUrl: 'blur of home-hero' });
    expect(result.data['home-car-of-the-week']).toMatchObject({ kind: 'remote', slot: { id: 'slot-block-home-car-of-the-week', moduleId: 'mfe-search/CarList', mode: 'server', version: '2.0.0-abc' } });
    expect(result.components['slot-block-home-car-of-the-week']).toBe(Component);
    expect(result.remotes['mfe-search']).toEqual(registry.remotes['mfe-search']);
    // The host block's fields are checked for the page state (a hero without any fails); the remote block's are the remote's.
    expect(result.fields).toEqual({ 'home-hero': null });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('goes out as a client slot when the remote fails or breaks its contract, logged with name and version', async () => {
    for (const loadData of [jest.fn(async () => Promise.reject(new Error('boom'))), jest.fn(async () => ({ kind: 'props', props: { cars: 'nope' } }))]) {
      const log = { error: jest.fn() };
      const result = await loadBlocks(blocks, hostCtx(log), { ctx, deps: { registry, bundles: bundleWith(loadData).bundles, timeoutMs: 1000, log } }, resolve);
      expect(result.data['home-car-of-the-week']).toMatchObject({ kind: 'remote', slot: { mode: 'client' } });
      expect(result.components).toEqual({});
      expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe-search', version: '2.0.0-abc' }), expect.stringContaining('block CarOfTheWeek server render failed'));
    }
  });

  it('logs a host loader that throws and leaves its block without data; the other blocks load', async () => {
    heroLoader.mockRejectedValueOnce(new Error('media down'));
    const log = { error: jest.fn() };
    const { bundles } = bundleWith(jest.fn(async () => ({ kind: 'props', props: validProps })));
    const result = await loadBlocks(blocks, hostCtx(log), { ctx, deps: { registry, bundles, timeoutMs: 1000, log } }, resolve);
    expect(Object.keys(result.data)).toEqual(['home-car-of-the-week']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ uid: 'home-hero', err: 'media down' }), 'Block data unavailable; the block renders from its fields');
  });

  it('makes a safe DOM id from any uid', () => {
    expect(blockSlotId('a b"<x>/1')).toBe('slot-block-a-b--x--1');
  });
});
