// The shared singletons of ARCHITECTURE.md. Every React entry point we import is listed: sharing
// only `react-dom` makes a remote download a second reconciler (PITFALLS.md).
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

// One list (shared-modules.json), also read by the host server, which supplies these to server bundles.
const sharedModules = require('../shared-modules.json');

const SINGLETONS = sharedModules.singletons;

// What the browser shares in place of a package's own entry (browser/zod.mjs says why).
const BROWSER_IMPORTS = { zod: { import: path.join(__dirname, 'browser/zod.mjs') } };

/**
 * The MF `shared` block for browser builds. `eager` puts the shared modules in the entry chunk: the host, which
 * every composed page starts with, provides them all in one request instead of one async chunk each.
 */
function browserShared({ eager = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = versionOf(pkg);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, eager, ...BROWSER_IMPORTS[name] };
  }
  return shared;
}

// The files behind the shared modules: their packages, what those import (react-dom's scheduler, emotion's
// helpers, stylis, the parts of rxjs the event bus uses) and the shared workspace packages (not contracts'
// bff-routes entry, which is not shared).
const SHARED_FILES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|rxjs|zod|@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]`,
    String.raw`[\\/]packages[\\/]webpack-config[\\/]src[\\/]browser[\\/]`,
    String.raw`[\\/]packages[\\/](event-bus|i18n)[\\/]src[\\/]`,
    String.raw`[\\/]packages[\\/]contracts[\\/]src[\\/](?!bffRoutes[\\/])`,
  ].join('|'),
);

/**
 * splitChunks of a remote's browser build: the fallbacks of all shared modules in one chunk. Only a page with no
 * host (a partner's embed) loads them, since the host provides each one eagerly, and there it needs them all
 * at once: one request instead of one per library and helper (issue 14: 38 requests on the partner page).
 */
function sharedFallbackChunks() {
  return {
    cacheGroups: {
      sharedFallbacks: { name: 'shared-fallbacks', chunks: 'async', enforce: true, priority: 30, test: (module) => SHARED_FILES.test(module.resource ?? '') },
    },
  };
}

/** Module names a remote's server bundle takes from the host instead of bundling. */
const SERVER_EXTERNALS = [...SINGLETONS, ...sharedModules.serverOnly];

module.exports = { SINGLETONS, SERVER_EXTERNALS, browserShared, sharedFallbackChunks, root };
