/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServerBundleLoader } from './serverBundles';

const bundleCode = `
  const React = require('react');
  module.exports = { default: { name: 'mfe-test', version: '1', modules: { Thing: { Component: () => React.createElement('p', null, 'hi'), loadData: async () => ({ kind: 'props', props: {} }) } } } };
`;
const sha = (code: string) => createHash('sha256').update(code).digest('hex');
const answer = (body: string, status = 200) => Promise.resolve(new Response(body, { status }));
const CDN = ['http://cdn.test'];

describe('server bundle loader', () => {
  const fakeReact = { createElement: jest.fn() };
  const sharedRequire = (id: string) => {
    if (id === 'react') return fakeReact;
    throw new Error(`not shared: ${id}`);
  };

  it('evaluates a bundle with the host-supplied modules and caches it by URL', async () => {
    const fetchImpl = jest.fn().mockImplementation(() => answer(bundleCode));
    const loader = createServerBundleLoader(sharedRequire, 1000, CDN, fetchImpl);
    const bundle = await loader.load('http://cdn.test/mfe-test/1/server/index.js', sha(bundleCode));
    expect(Object.keys(bundle.modules)).toEqual(['Thing']);
    await loader.load('http://cdn.test/mfe-test/1/server/index.js', sha(bundleCode));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('never executes an error page as code, and does not cache failures', async () => {
    const fetchImpl = jest.fn().mockImplementationOnce(() => answer('Not found', 404)).mockImplementationOnce(() => answer(bundleCode));
    const loader = createServerBundleLoader(sharedRequire, 1000, CDN, fetchImpl);
    await expect(loader.load('http://cdn.test/x/server/index.js', sha(bundleCode))).rejects.toThrow('answered 404');
    await expect(loader.load('http://cdn.test/x/server/index.js', sha(bundleCode))).resolves.toHaveProperty('modules');
  });

  it('rejects a bundle that asks for a module the host does not share', async () => {
    const code = "require('left-pad'); module.exports = {};";
    const loader = createServerBundleLoader(sharedRequire, 1000, CDN, () => answer(code));
    await expect(loader.load('http://cdn.test/y/server/index.js', sha(code))).rejects.toThrow('not shared: left-pad');
  });

  describe('attacks (issue 12 item 10)', () => {
    const marker = globalThis as { __tampered?: boolean };
    afterEach(() => delete marker.__tampered);

    it('does not run a bundle changed on the CDN after deploy', async () => {
      const tampered = `globalThis.__tampered = true;${bundleCode}`;
      const loader = createServerBundleLoader(sharedRequire, 1000, CDN, () => answer(tampered));
      await expect(loader.load('http://cdn.test/mfe-test/1/server/index.js', sha(bundleCode))).rejects.toThrow(/sha256 [0-9a-f]{64} is not the deployed/);
      expect(marker.__tampered).toBeUndefined();
    });

    it('does not fetch, let alone run, a bundle from an origin not in REMOTE_ORIGINS', async () => {
      const fetchImpl = jest.fn().mockImplementation(() => answer(bundleCode));
      const loader = createServerBundleLoader(sharedRequire, 1000, CDN, fetchImpl);
      for (const url of ['http://evil.example/mfe-test/1/server/index.js', 'http://cdn.test.evil.example/x/server/index.js', 'not a url']) {
        await expect(loader.load(url, sha(bundleCode))).rejects.toThrow(/not in REMOTE_ORIGINS/);
      }
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it('does not run a bundle the registry records no digest for', async () => {
      const fetchImpl = jest.fn().mockImplementation(() => answer(bundleCode));
      const loader = createServerBundleLoader(sharedRequire, 1000, CDN, fetchImpl);
      await expect(loader.load('http://cdn.test/mfe-test/1/server/index.js', undefined)).rejects.toThrow(/records no sha256/);
      expect(fetchImpl).not.toHaveBeenCalled();
    });
  });
});
