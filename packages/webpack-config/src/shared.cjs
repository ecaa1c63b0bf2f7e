// The shared singletons of ARCHITECTURE.md. Every React entry point we import is listed: sharing
// only `react-dom` makes a remote download a second reconciler (PITFALLS.md).
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

// One list (shared-modules.json), also read by the host server, which supplies these to server bundles.
const sharedModules = require('../shared-modules.json');

const SINGLETONS = sharedModules.singletons;

/** The package a module name belongs to ('react-dom/client' -> 'react-dom', '@emotion/react' -> '@emotion/react'). */
const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);

/**
 * The MF `shared` block for browser builds. `eager` puts the shared modules in the entry chunk: the host, which
 * every composed page starts with, provides them all in one request instead of one async chunk each. `except`
 * leaves modules out, for a build that shares them another way.
 */
function browserShared({ eager = false, except = [] } = {}) {
  const shared = {};
  for (const name of SINGLETONS.filter((singleton) => !except.includes(singleton))) {
    const version = versionOf(packageOf(name));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, eager };
  }
  return shared;
}

// The files behind the shared modules, from the same list: the shared packages, what only they import (zod/mini for the
// contracts' z, react-dom's scheduler, emotion's helpers and stylis, the parts of rxjs the event bus uses and rxjs's tslib,
// embla's core), and the shared workspace packages' files. A workspace subpath (`@showroom/contracts/z`) is shared
// alone, by the file its package exports it as: the rest of that package is bundled by each build that imports it,
// tree-shaken. tslib was a chunk of its own (its source passes splitChunks' minSize), one more request on every
// partner page for 0.7 kB.
const SHARED_PACKAGES = [...new Set(SINGLETONS.map(packageOf))];
const THEIR_DEPENDENCIES = ['zod', 'scheduler', '@emotion', 'stylis', 'hoist-non-react-statics', '@babel/runtime', 'rxjs', 'tslib', 'embla-carousel', 'embla-carousel-reactive-utils'];
const asPath = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, String.raw`[\\/]`);
const npmPackages = [...SHARED_PACKAGES.filter((name) => !name.startsWith('@showroom/')), ...THEIR_DEPENDENCIES];
/** A shared workspace module's files below packages/: a whole package's src/, or the one file a subpath exports. */
function workspaceFiles(name) {
  const folder = name.slice('@showroom/'.length).split('/')[0];
  if (packageOf(name) === name) return String.raw`${asPath(folder)}[\\/]src[\\/]`;
  const target = require(`../../${folder}/package.json`).exports[`.${name.slice(packageOf(name).length)}`];
  return String.raw`${asPath(folder)}[\\/]${asPath(target.replace(/^\.\//, ''))}$`;
}
const workspaceModules = SINGLETONS.filter((name) => name.startsWith('@showroom/'));
const LANGUAGE_TEXTS = /[\\/]i18n[\\/]src[\\/]messages[\\/](languages[\\/]|languageTexts\.ts$)/;
const SHARED_FILES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](${npmPackages.map(asPath).join('|')})[\\/]`,
    String.raw`[\\/]packages[\\/]webpack-config[\\/]src[\\/]browser[\\/]`,
    String.raw`[\\/]packages[\\/](${workspaceModules.map(workspaceFiles).join('|')})`,
  ].join('|'),
);

const ZOD_FILES = new RegExp(String.raw`[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]${workspaceFiles('@showroom/contracts/z')}`);

/**
 * splitChunks of a remote's browser build: the fallbacks of all shared modules in one chunk. Only a page with no
 * host (a partner's embed) loads them, since the host provides each one eagerly, and there it needs them all
 * at once: one request instead of one per library and helper (issue 14: 38 requests on the partner page).
 */
function sharedFallbackChunks() {
  return {
    cacheGroups: {
      // A language's texts (i18n's messages/languages/) are chunks of their own, one language each: a page loads one.
      sharedFallbacks: { name: 'shared-fallbacks', chunks: 'async', enforce: true, priority: 30, test: (module) => SHARED_FILES.test(module.resource ?? '') && !LANGUAGE_TEXTS.test(module.resource ?? '') },
      // zod's fallback (the contracts' z and zod/mini) a chunk of its own: an embed whose first answer is checked by hand
      // (the car detail's, issue 14) then starts without its 13 kB gzip, and one that parses with zod on load (the car
      // list's) fetches it beside the other fallbacks, one request more.
      zodFallback: { name: 'shared-zod', chunks: 'async', enforce: true, priority: 31, test: (module) => ZOD_FILES.test(module.resource ?? '') },
      // What else a shared module's code imports (the contracts' files the event bus and i18n use) goes in the same chunk:
      // left where it is, it was a chunk of its own, one more request each on a partner's page (issue 14). Files only:
      // a shared module's consume stub moved into the chunk its fallback is in would wait for that chunk to load, which
      // waits for the stub (a partner's embed then never started).
      theirImports: { name: 'shared-fallbacks', chunks: holdsSharedModuleCode, enforce: true, priority: 29, test: (module) => typeof module.resource === 'string' },
    },
  };
}

// The module types of MF's shared modules: a chunk group that one of them starts holds that module's code.
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);
const startedBySharedModule = (group) => group.origins.length > 0 && group.origins.every((origin) => SHARED_MODULE_TYPES.has(origin.module?.type));

/**
 * Whether a chunk holds a shared module's own code, loaded only where no host provides that module. Only such chunks
 * give up their modules to the fallback chunk: a module a page's own code imports as well keeps its copy there, so a
 * composed page never needs the fallback chunk.
 */
function holdsSharedModuleCode(chunk) {
  const groups = [...chunk.groupsIterable];
  return !chunk.canBeInitial() && groups.length > 0 && groups.every(startedBySharedModule);
}

// Which copy of a shared module a page runs: webpack's sharing runtime lets a later build's registration replace an
// earlier one of the same version only while that one is neither eager nor taken (`loaded`, set the moment a consumer
// takes it). So the host's eager copies always stay, and on a partner's page that starts two remotes at once, a copy
// one remote has begun loading is never swapped under it, which is what @module-federation/enhanced's default
// 'version-first' did (the car detail then ran on a mix of its copies and the car list's: e2e single-spa.spec.ts).

/** Module names a remote's server bundle takes from the host instead of bundling. */
const SERVER_EXTERNALS = [...SINGLETONS, ...sharedModules.serverOnly];

module.exports = { SINGLETONS, SERVER_EXTERNALS, browserShared, sharedFallbackChunks, root };
