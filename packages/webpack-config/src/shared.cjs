// The shared singletons of ARCHITECTURE.md. Every React entry point we import is listed: sharing
// only `react-dom` makes a remote download a second reconciler (PITFALLS.md).
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

// One list (shared-modules.json), also read by the host server, which supplies these to server bundles.
const sharedModules = require('../shared-modules.json');

const SINGLETONS = sharedModules.singletons;

/** The MF `shared` block for browser builds. */
function browserShared() {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = versionOf(pkg);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  return shared;
}

/** Module names a remote's server bundle takes from the host instead of bundling. */
const SERVER_EXTERNALS = [...SINGLETONS, ...sharedModules.serverOnly];

module.exports = { SINGLETONS, SERVER_EXTERNALS, browserShared, root };
