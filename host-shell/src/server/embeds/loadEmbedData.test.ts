/** @jest-environment node */
import type { LoadContext, LoadResult, RemoteServerBundle } from '@showroom/mfe-runtime';
import { createEmbedDataSource } from './loadEmbedData';

// The host side of GET /api/embed-data: only an embed whose catalogue entry says data: 'host' (the car detail), its
// loadData run as a page slot's would be, a redirect followed once, and its props checked against the catalogue.
const manifest = 'http://cdn.test/mfe-car-detail/3.0.0-abc/mf-manifest.json';
const registry = { get: async () => ({ remotes: { 'mfe-car-detail': { version: '3.0.0-abc', manifest, serverSha256: 'b'.repeat(64), history: [] } } }) };
// Valid CarDetailProps: the missing-car view needs no car.
const missingCarProps = { site: 'dealergroup-se', language: 'sv', apiBase: '', carListPath: '/kop-bil', carDetailBase: '/kop-bil', view: { kind: 'notFound', keyphrase: 'volvo', similar: [] } };

/** A source whose car detail loadData answers `answers` in turn, recording each context it was given. */
function sourceAnswering(...answers: LoadResult<object>[]) {
  const contexts: LoadContext[] = [];
  const loadData = jest.fn(async (ctx: LoadContext) => {
    contexts.push(ctx);
    const next = answers.shift();
    if (!next) throw new Error('loadData called more often than the test expects');
    return next;
  });
  const bundle = { name: 'mfe-car-detail', version: '3', modules: { CarDetail: { Component: () => null, loadData } } } as unknown as RemoteServerBundle;
  const bundles = { load: jest.fn(async () => bundle) };
  const log = { error: jest.fn() };
  const source = createEmbedDataSource({ registry, bundles, api: { search: jest.fn() }, log });
  return { source, contexts, loadData, bundles, log };
}

const query = (module: string, param: string[]) => ({ module, site: 'dealergroup-se' as const, language: 'sv' as const, param });

describe('createEmbedDataSource', () => {
  it('refuses a module that is not an embed loaded on the host, and never loads a bundle for it', async () => {
    const { source, bundles } = sourceAnswering();
    // The car list is embeddable but loads its own data; the host shell has no such module; nor is a path one.
    for (const module of ['mfe-search/CarList', 'mfe-car-detail/Nothing', 'host-shell/Page', 'mfe-car-detail/../CarDetail']) {
      expect(await source(query(module, []))).toEqual({ kind: 'notEmbedded' });
    }
    // The car detail declares one param (car-id): a second is not one of its attributes.
    expect(await source(query('mfe-car-detail/CarDetail', ['1', '2']))).toEqual({ kind: 'notEmbedded' });
    expect(bundles.load).not.toHaveBeenCalled();
  });

  it("runs the module's loadData with the site, language and params, at the page's path, with no query", async () => {
    const { source, contexts } = sourceAnswering({ kind: 'props', props: missingCarProps, status: 404 });
    expect(await source(query('mfe-car-detail/CarDetail', ['1000090']))).toEqual({ kind: 'props', props: missingCarProps });
    expect(contexts).toHaveLength(1);
    expect(contexts[0]).toMatchObject({ siteCode: 'dealergroup-se', language: 'sv', path: '/kop-bil/1000090', params: ['1000090'], query: {}, apiBase: '' });
  });

  it('follows a redirect to the canonical id and slug once, as the embed does in the browser', async () => {
    const { source, contexts } = sourceAnswering({ kind: 'redirect', location: '/kop-bil/1000090/volvo-xc60', status: 301 }, { kind: 'props', props: missingCarProps });
    expect(await source(query('mfe-car-detail/CarDetail', ['1000090']))).toEqual({ kind: 'props', props: missingCarProps });
    expect(contexts.map((ctx) => ctx.params)).toEqual([['1000090'], ['1000090', 'volvo-xc60']]);
  });

  it('gives up on a second redirect, and on one that leaves the site, saying why in the log', async () => {
    const twice = sourceAnswering({ kind: 'redirect', location: '/kop-bil/1/a', status: 301 }, { kind: 'redirect', location: '/kop-bil/1/b', status: 301 });
    expect(await twice.source(query('mfe-car-detail/CarDetail', ['1']))).toEqual({ kind: 'unavailable' });
    expect(twice.log.error).toHaveBeenCalledWith(expect.objectContaining({ reason: 'redirected twice (/kop-bil/1/b)' }), expect.any(String));
    const away = sourceAnswering({ kind: 'redirect', location: 'https://evil.test/kop-bil/1/a', status: 301 });
    expect(await away.source(query('mfe-car-detail/CarDetail', ['1']))).toEqual({ kind: 'unavailable' });
    expect(away.loadData).toHaveBeenCalledTimes(1);
  });

  it('answers notFound and unavailable as loadData does, and unavailable for props outside the contract', async () => {
    expect(await sourceAnswering({ kind: 'notFound' }).source(query('mfe-car-detail/CarDetail', ['x']))).toEqual({ kind: 'notFound' });
    const down = sourceAnswering({ kind: 'unavailable', reason: 'search is down' });
    expect(await down.source(query('mfe-car-detail/CarDetail', ['1']))).toEqual({ kind: 'unavailable' });
    expect(down.log.error).toHaveBeenCalledWith(expect.objectContaining({ reason: 'search is down' }), expect.any(String));
    // A car list's props are not a car detail's: the catalogue check refuses them, and the browser never sees them.
    const wrong = sourceAnswering({ kind: 'props', props: { site: 'dealergroup-se', language: 'sv', apiBase: '', result: { state: 'loaded', cars: [] } } });
    expect(await wrong.source(query('mfe-car-detail/CarDetail', ['1']))).toEqual({ kind: 'unavailable' });
  });
});
