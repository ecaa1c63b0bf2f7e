// node --test: the chaos machinery (scripts/chaos/) does what each fault says, so a PASS in `npm run chaos` is
// a fault the product handled, not a fault that never happened.
import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import test from 'node:test';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const tsx = require('tsx/cjs/api');
const { startChaosProxy } = tsx.require('./chaos/proxy.ts', import.meta.url);
const { faultyRemoteEntry, faultyServerBundle, SLOW_LOAD_DATA_MS } = tsx.require('./chaos/faultyVersions.ts', import.meta.url);
const React = require('react');
const { renderToString } = require('react-dom/server');

/** A CDN stand-in that answers every path with its own name. */
async function fakeCdn() {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(`cdn:${request.url}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** GET through the proxy: status and body, or 'hung' when nothing came within `waitMs`. */
async function get(url, waitMs = 500) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(waitMs) });
    return { status: response.status, body: await response.text(), cors: response.headers.get('access-control-allow-origin') };
  } catch (error) {
    if (error.name === 'TimeoutError') return 'hung';
    throw error;
  }
}

test('the proxy breaks only the named file of the faulted remote, and passes the rest through', async () => {
  const cdn = await fakeCdn();
  const proxy = await startChaosProxy(0, cdn.url);
  const at = (file, remote = 'mfe-a') => `${proxy.origin}/${remote}/1.0.0-abc/${file}`;
  try {
    assert.deepEqual(await get(at('mf-manifest.json')), { status: 200, body: 'cdn:/mfe-a/1.0.0-abc/mf-manifest.json', cors: null });
    proxy.setFault('mfe-a', { kind: 'entry-404', entry: 'container.js' });
    assert.equal((await get(at('container.js'))).status, 404);
    assert.equal((await get(at('container.js'))).cors, '*');
    assert.equal((await get(at('mf-manifest.json'))).status, 200);
    assert.equal((await get(at('container.js', 'mfe-b'))).status, 200);
    proxy.setFault('mfe-a', { kind: 'entry-500', entry: 'remoteEntry.js' });
    assert.equal((await get(at('remoteEntry.js'))).status, 500);
    proxy.setFault('mfe-a', { kind: 'entry-hang', entry: 'remoteEntry.js' });
    assert.equal(await get(at('remoteEntry.js')), 'hung');
    assert.equal((await get(at('1.abc.js'))).status, 200);
    proxy.setFault('mfe-a', { kind: 'chunk-500', chunk: '__federation_expose_A.1234.js' });
    assert.equal((await get(at('__federation_expose_A.1234.js'))).status, 500);
    assert.equal((await get(at('remoteEntry.js'))).status, 200);
    proxy.setFault('mfe-a', { kind: 'chunk-hang', chunk: '__federation_expose_A.1234.js' });
    assert.equal(await get(at('__federation_expose_A.1234.js')), 'hung');
    assert.equal(proxy.hits().get('/mfe-a/1.0.0-abc/__federation_expose_A.1234.js'), 2);
    proxy.setFault('mfe-a', null);
    assert.equal((await get(at('remoteEntry.js'))).status, 200);
  } finally {
    await proxy.close();
    await cdn.close();
  }
});

// A server bundle as the host evaluates it (host-shell serverBundles.ts): CommonJS with the host's require.
const BUNDLE = `module.exports = { default: { modules: { Page: {
  Component: function Page(props) { return require('react').createElement('p', null, 'page ' + props.n); },
  loadData: async function () { return { kind: 'props', props: { n: 1 } }; },
} } } };`;
function evaluate(source) {
  const module = { exports: {} };
  vm.runInThisContext(`(function (exports, require, module) {${source}\n})`)(module.exports, require, module);
  return (module.exports.default ?? module.exports).modules.Page;
}

test('the server bundle faults: throws at evaluation, loadData throws, loadData held 30 s, component throws', async (t) => {
  assert.equal(renderToString(React.createElement(evaluate(BUNDLE).Component, { n: 1 })), '<p>page 1</p>');
  assert.throws(() => evaluate(faultyServerBundle(BUNDLE, 'eval-throws', 'mfe-a')), /throws at evaluation/);
  assert.throws(() => evaluate(faultyServerBundle(BUNDLE, 'loaddata-throws', 'mfe-a')).loadData({}), /loadData throws/);
  const throwing = evaluate(faultyServerBundle(BUNDLE, 'render-throws', 'mfe-a'));
  assert.throws(() => renderToString(React.createElement(throwing.Component, { n: 1 })), /during render/);
  // After a click: the server render is the original's, so hydration matches.
  const clicking = evaluate(faultyServerBundle(BUNDLE, 'click-throws', 'mfe-a'));
  assert.equal(renderToString(React.createElement(clicking.Component, { n: 2 })), '<p>page 2</p>');

  t.mock.timers.enable({ apis: ['setTimeout'] });
  const slow = evaluate(faultyServerBundle(BUNDLE, 'loaddata-slow', 'mfe-a'));
  let answer = null;
  void slow.loadData({}).then((result) => (answer = result));
  t.mock.timers.tick(SLOW_LOAD_DATA_MS - 1);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(answer, null);
  t.mock.timers.tick(1);
  for (let n = 0; n < 5 && !answer; n += 1) await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(answer, { kind: 'props', props: { n: 1 } });
});

test('the remoteEntry fault wraps each exposed module of the container, with React from the share scope', async () => {
  // A container as a 'global' remoteEntry leaves it: get/init as getters, as webpack defines them.
  const entry = `var mfe_a; (function () { var c = {}; Object.defineProperty(c, 'get', { enumerable: true, get: function () { return function () {
    return Promise.resolve(function () { return { default: { Component: function Page() { return self.React.createElement('p', null, 'page'); }, loadData: function () {} } }; });
  }; } }); Object.defineProperty(c, 'init', { enumerable: true, get: function () { return function () { return 'initialised'; }; } }); mfe_a = c; })();`;
  const scope = { React };
  scope.self = scope;
  const run = (source) => {
    const context = vm.createContext({ ...scope });
    context.self = context;
    vm.runInContext(source, context);
    return context;
  };
  const renders = run(faultyRemoteEntry(entry, 'render-throws', 'mfe_a', 'mfe-a'));
  assert.equal(renders.mfe_a.init({}), 'initialised');
  const thrower = (await renders.mfe_a.get('./Page'))().default;
  assert.equal(typeof thrower.loadData, 'function');
  assert.throws(() => renderToString(React.createElement(thrower.Component)), /during render/);

  const clicks = run(faultyRemoteEntry(entry, 'click-throws', 'mfe_a', 'mfe-a'));
  clicks.mfe_a.init({ react: { '19.3.1': { loaded: 1, lib: () => React } } });
  const wrapped = (await clicks.mfe_a.get('./Page'))().default;
  assert.equal(renderToString(React.createElement(wrapped.Component)), '<p>page</p>');
});
