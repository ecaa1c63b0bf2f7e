/** @jest-environment node */
import { createServerBundleLoader } from './serverBundles';

const bundleCode = `
  const React = require('react');
  module.exports = { default: { name: 'mfe-test', version: '1', modules: { Thing: { Component: () => React.createElement('p', null, 'hi'), loadData: async () => ({ kind: 'props', props: {} }) } } } };
`;
const answer = (body: string, status = 200) => Promise.resolve(new Response(body, { status }));

describe('server bundle loader', () => {
  const fakeReact = { createElement: jest.fn() };
  const sharedRequire = (id: string) => {
    if (id === 'react') return fakeReact;
    throw new Error(`not shared: ${id}`);
  };

  it('evaluates a bundle with the host-supplied modules and caches it by URL', async () => {
    const fetchImpl = jest.fn().mockImplementation(() => answer(bundleCode));
    const loader = createServerBundleLoader(sharedRequire, 1000, fetchImpl);
    const bundle = await loader.load('http://cdn.test/mfe-test/1/server/index.js');
    expect(Object.keys(bundle.modules)).toEqual(['Thing']);
    await loader.load('http://cdn.test/mfe-test/1/server/index.js');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('never executes an error page as code, and does not cache failures', async () => {
    const fetchImpl = jest.fn().mockImplementationOnce(() => answer('Not found', 404)).mockImplementationOnce(() => answer(bundleCode));
    const loader = createServerBundleLoader(sharedRequire, 1000, fetchImpl);
    await expect(loader.load('http://cdn.test/x/server/index.js')).rejects.toThrow('answered 404');
    await expect(loader.load('http://cdn.test/x/server/index.js')).resolves.toHaveProperty('modules');
  });

  it('rejects a bundle that asks for a module the host does not share', async () => {
    const loader = createServerBundleLoader(sharedRequire, 1000, () => answer("require('left-pad'); module.exports = {};"));
    await expect(loader.load('http://cdn.test/y/server/index.js')).rejects.toThrow('not shared: left-pad');
  });
});
