import type { Container } from './containerScript';
import type { ShareScope } from './shareScope';

// webpack's sharing globals, as the host's build defines them: its share scopes, and the call that registers the
// build's own shared modules (here one, react) in the default scope.
type Globals = { __webpack_share_scopes__: Record<string, ShareScope | undefined>; __webpack_init_sharing__: jest.Mock; __SHOWROOM_SHARE_SCOPE__?: ShareScope } & Record<string, unknown>;
const page = globalThis as unknown as Globals;

const SEARCH = 'http://cdn.local/mfe-search/1.0.0/mf-manifest.json';
const CONTAINER = 'http://cdn.local/mfe-search/1.0.0/container.js';
const carList = { Component: () => null, loadData: async () => ({ kind: 'props', props: {} }) };

/** A container as webpack's ContainerPlugin makes it: init records the scope, get hands out the module factory. */
function fakeContainer(): Container & { scopes: ShareScope[] } {
  const scopes: ShareScope[] = [];
  return {
    scopes,
    init: (scope) => void scopes.push(scope),
    get: (name) => (name === './CarList' ? Promise.resolve(() => ({ default: carList })) : Promise.reject(new Error(`Module "${name}" does not exist in container.`))),
  };
}

/** What appending a <script> does in a browser: here, load is decided by the test, and a loaded script defines the global. */
function scriptsLoad(outcome: (url: string, attempt: number) => 'defines' | 'fails' | 'hangs' | 'defines nothing', container = fakeContainer()) {
  const urls: string[] = [];
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    urls.push(script.src);
    const what = outcome(script.src, urls.length);
    queueMicrotask(() => {
      if (what === 'defines') page.mfe_search = container;
      if (what === 'defines' || what === 'defines nothing') script.onload?.(new Event('load'));
      if (what === 'fails') script.onerror?.(new Event('error'));
    });
    return node;
  });
  return { urls, container };
}

async function freshLoader() {
  jest.resetModules();
  page.__webpack_share_scopes__ = {};
  page.__webpack_init_sharing__ = jest.fn(() => {
    page.__webpack_share_scopes__.default!.react = { '19.3.1': { get: () => () => 'react', from: 'host', eager: true } };
    return Promise.resolve();
  });
  delete page.__SHOWROOM_SHARE_SCOPE__;
  delete page.mfe_search;
  return import('./remoteLoader');
}

afterEach(() => jest.restoreAllMocks());

describe('loadRemoteModule', () => {
  it("loads the container script beside the manifest once, joins it to the page's share scope and answers the module", async () => {
    const loader = await freshLoader();
    const { urls, container } = scriptsLoad(() => 'defines');
    loader.registerFromRegistry({ 'mfe-search': { version: '1.0.0', manifest: SEARCH } }, ['http://cdn.local']);
    const [first, second] = await Promise.all([loader.loadRemoteModule('mfe-search/CarList'), loader.loadRemoteModule('mfe-search/CarList')]);
    expect(first).toBe(carList);
    expect(second).toBe(carList);
    expect(urls).toEqual([CONTAINER]);
    // Joined once, to the scope the host's own shared modules are in (the page's, published for embeds and tests).
    expect(container.scopes).toHaveLength(1);
    expect(container.scopes[0]).toBe(page.__webpack_share_scopes__.default);
    expect(container.scopes[0]).toBe(page.__SHOWROOM_SHARE_SCOPE__);
    expect(Object.keys(container.scopes[0]!)).toEqual(['react']);
  });

  it("gives the container's script the page's CSP nonce (webpack's __webpack_nonce__), as webpack's chunk scripts have", async () => {
    const loader = await freshLoader();
    const nonces: string[] = [];
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      nonces.push(script.nonce);
      queueMicrotask(() => {
        page.mfe_search = fakeContainer();
        script.onload?.(new Event('load'));
      });
      return node;
    });
    page.__webpack_nonce__ = 'n0nce';
    try {
      loader.registerFromRegistry({ 'mfe-search': { version: '1.0.0', manifest: SEARCH } }, ['http://cdn.local']);
      await loader.loadRemoteModule('mfe-search/CarList');
      expect(nonces).toEqual(['n0nce']);
    } finally {
      delete page.__webpack_nonce__;
    }
  });

  it('retries once with a new script after a failed load, then rejects', async () => {
    const loader = await freshLoader();
    const { urls } = scriptsLoad(() => 'fails');
    loader.registerFromRegistry({ 'mfe-search': { version: '1.0.0', manifest: SEARCH } }, ['http://cdn.local']);
    await expect(loader.loadRemoteModule('mfe-search/CarList')).rejects.toThrow(`could not load ${CONTAINER}`);
    expect(urls).toEqual([CONTAINER, CONTAINER]);
  });

  it('succeeds on the retry when the first load fails', async () => {
    const loader = await freshLoader();
    const { urls } = scriptsLoad((_url, attempt) => (attempt === 1 ? 'fails' : 'defines'));
    loader.registerFromRegistry({ 'mfe-search': { version: '1.0.0', manifest: SEARCH } }, ['http://cdn.local']);
    await expect(loader.loadRemoteModule('mfe-search/CarList')).resolves.toBe(carList);
    expect(urls).toHaveLength(2);
  });

  it('gives up on a script that never answers after the timeout, and the retry loads a new one', async () => {
    jest.useFakeTimers();
    try {
      const loader = await freshLoader();
      const { urls } = scriptsLoad(() => 'hangs');
      loader.registerFromRegistry({ 'mfe-search': { version: '1.0.0', manifest: SEARCH } }, ['http://cdn.local']);
      const loading = loader.loadRemoteModule('mfe-search/CarList', 1000);
      const settled = expect(loading).rejects.toThrow('loading mfe-search/CarList timed out after 1000 ms');
      await jest.advanceTimersByTimeAsync(999);
      expect(urls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(urls).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(1000);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects a script that ran but defined no container, and a module the container does not have', async () => {
    const loader = await freshLoader();
    scriptsLoad(() => 'defines nothing');
    loader.registerFromRegistry({ 'mfe-search': { version: '1.0.0', manifest: SEARCH } }, ['http://cdn.local']);
    await expect(loader.loadRemoteModule('mfe-search/CarList')).rejects.toThrow(`${CONTAINER} did not define the container mfe_search`);
    jest.restoreAllMocks();
    scriptsLoad(() => 'defines');
    await expect(loader.loadRemoteModule('mfe-search/Nothing')).rejects.toThrow('Module "./Nothing" does not exist in container.');
  });

  it('loads nothing for a remote whose pointer is from another origin, or that the page does not list', async () => {
    const loader = await freshLoader();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { urls } = scriptsLoad(() => 'defines');
    loader.registerFromRegistry({ 'mfe-search': { version: 'x', manifest: 'http://evil.test/mfe-search/x/mf-manifest.json' } }, ['http://cdn.local']);
    await expect(loader.loadRemoteModule('mfe-search/CarList')).rejects.toThrow('not in the page');
    await expect(loader.loadRemoteModule('mfe-dealers/DealerList')).rejects.toThrow('not in the page');
    expect(urls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evil.test'));
  });
});

describe('shareLazily', () => {
  it("registers each module in the page's share scope as the host's eager singleton, and loads its code only when a remote asks", async () => {
    const loader = await freshLoader();
    const carousel = { default: () => 'embla' };
    const load = jest.fn(() => Promise.resolve(carousel));
    loader.shareLazily([{ name: 'embla-carousel-react', version: '8.6.0', load }]);
    const registration = page.__SHOWROOM_SHARE_SCOPE__?.['embla-carousel-react']?.['8.6.0'];
    expect(registration).toMatchObject({ from: 'host', eager: true });
    expect(registration?.loaded).toBeFalsy();
    expect(load).not.toHaveBeenCalled();
    // webpack's contract: get() resolves to a factory that returns the module.
    const factory = (await registration!.get()) as () => unknown;
    expect(load).toHaveBeenCalledTimes(1);
    expect(factory()).toBe(carousel);
  });

  it('keeps a registration already there (a second call, or a copy a remote took)', async () => {
    const loader = await freshLoader();
    loader.shareLazily([{ name: 'embla-carousel-react', version: '8.6.0', load: () => Promise.resolve('first') }]);
    const first = page.__SHOWROOM_SHARE_SCOPE__?.['embla-carousel-react']?.['8.6.0'];
    loader.shareLazily([{ name: 'embla-carousel-react', version: '8.6.0', load: () => Promise.resolve('second') }]);
    expect(page.__SHOWROOM_SHARE_SCOPE__?.['embla-carousel-react']?.['8.6.0']).toBe(first);
  });
});
