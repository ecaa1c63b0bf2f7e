/** @jest-environment node */
import { searchRemote, type ContentBlock } from '@showroom/contracts';
import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import { SITES } from '@showroom/sites';
import { blockSlotId, loadBlockSlots } from './blockSlots';

// A registered module stands in for a block module: the car list, placed as a 'CarOfTheWeek' block.
const moduleFor = (componentName: string) => (componentName === 'CarOfTheWeek' ? searchRemote.modules.CarList : undefined);
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

describe('loadBlockSlots', () => {
  it('renders a remote block on the server with the block fields, and leaves other blocks alone', async () => {
    const loadData = jest.fn(async () => ({ kind: 'props', props: validProps }));
    const { bundles, Component } = bundleWith(loadData as (c: unknown) => Promise<unknown>);
    const log = { error: jest.fn() };
    const result = await loadBlockSlots(blocks, ctx, { registry, bundles, timeoutMs: 1000, log }, moduleFor);
    expect(loadData).toHaveBeenCalledWith(expect.objectContaining({ fields: { Title: 'Veckans bilar' }, siteCode: 'dealergroup-se' }));
    expect(Object.keys(result.slots)).toEqual(['home-car-of-the-week']);
    expect(result.slots['home-car-of-the-week']).toMatchObject({ id: 'slot-block-home-car-of-the-week', moduleId: 'mfe-search/CarList', mode: 'server', version: '2.0.0-abc' });
    expect(result.components['slot-block-home-car-of-the-week']).toBe(Component);
    expect(result.remotes['mfe-search']).toEqual(registry.remotes['mfe-search']);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('goes out as a client slot when the remote fails or breaks its contract, logged with name and version', async () => {
    for (const loadData of [jest.fn(async () => Promise.reject(new Error('boom'))), jest.fn(async () => ({ kind: 'props', props: { cars: 'nope' } }))]) {
      const log = { error: jest.fn() };
      const result = await loadBlockSlots(blocks, ctx, { registry, bundles: bundleWith(loadData).bundles, timeoutMs: 1000, log }, moduleFor);
      expect(result.slots['home-car-of-the-week']).toMatchObject({ mode: 'client' });
      expect(result.components).toEqual({});
      expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe-search', version: '2.0.0-abc' }), expect.stringContaining('block CarOfTheWeek server render failed'));
    }
  });

  it('makes a safe DOM id from any uid', () => {
    expect(blockSlotId('a b"<x>/1')).toBe('slot-block-a-b--x--1');
  });
});
