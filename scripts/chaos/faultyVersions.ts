// Faults in a remote's code, as a new version on the CDN: a copy of the live version whose server bundle (and,
// for a component fault, remoteEntry.js) is wrapped. A new version folder is what a bad deploy would be; the
// registry records its server bundle's own sha256 through `remotes set`, as for any deploy, so the host's
// integrity check stays on. The live version and the built remotes are never touched.
import fs from 'node:fs';
import path from 'node:path';

export type CodeFault = 'eval-throws' | 'loaddata-throws' | 'loaddata-slow' | 'render-throws' | 'click-throws';

/** How long the slow fault holds loadData: an upstream that does not answer for 30 s. */
export const SLOW_LOAD_DATA_MS = 30_000;

/**
 * The component of the 'after an interaction' fault, as source shared by the server bundle and the browser:
 * it renders the original, and once a click lands inside its slot its next render throws.
 */
const clickThrowsSource = (remote: string) => `function (Original, React) {
  return function ChaosThrowsAfterClick(props) {
    var clicked = React.useState(false);
    React.useEffect(function () {
      function onClick(event) {
        var target = event.target;
        if (target && target.closest && target.closest('[data-remote-slot^="${remote}/"]')) clicked[1](true);
      }
      document.addEventListener('click', onClick, true);
      return function () { document.removeEventListener('click', onClick, true); };
    }, []);
    if (clicked[0]) throw new Error('chaos: the component throws after an interaction');
    return React.createElement(Original, props);
  };
}`;

const renderThrowsSource = `function () {
  return function ChaosThrowsOnRender() { throw new Error('chaos: the component throws during render'); };
}`;

/** Appended to a server bundle: replaces module.exports by a bundle whose every module is wrapped by `wrap`. */
function wrapServerModules(wrap: string): string {
  return `
;(function () {
  var original = module.exports.default || module.exports;
  var wrap = ${wrap};
  var modules = {};
  Object.keys(original.modules).forEach(function (name) { modules[name] = wrap(original.modules[name]); });
  module.exports = Object.assign({}, original, { modules: modules });
})();
`;
}

/** The server bundle of `fault`, from the live bundle's source. */
export function faultyServerBundle(source: string, fault: CodeFault, remote: string): string {
  switch (fault) {
    case 'eval-throws':
      return `throw new Error('chaos: the server bundle throws at evaluation');\n${source}`;
    case 'loaddata-throws':
      return source + wrapServerModules(`function (m) { return Object.assign({}, m, { loadData: function () { throw new Error('chaos: loadData throws'); } }); }`);
    case 'loaddata-slow':
      return (
        source +
        wrapServerModules(
          `function (m) { return Object.assign({}, m, { loadData: function (ctx) { return new Promise(function (done) { setTimeout(done, ${SLOW_LOAD_DATA_MS}); }).then(function () { return m.loadData(ctx); }); } }); }`,
        )
      );
    case 'render-throws':
      return source + wrapServerModules(`function (m) { return Object.assign({}, m, { Component: (${renderThrowsSource})() }); }`);
    case 'click-throws':
      return source + wrapServerModules(`function (m) { return Object.assign({}, m, { Component: (${clickThrowsSource(remote)})(m.Component, require('react')) }); }`);
  }
}

/**
 * Appended to remoteEntry.js for a component fault: the container global (`globalName`, from the manifest) is
 * replaced by one whose get() hands out each exposed module with its Component wrapped. React comes from the
 * share scope the host passes to init(), the container protocol's own way of handing out shared modules.
 */
export function faultyRemoteEntry(source: string, fault: 'render-throws' | 'click-throws', globalName: string, remote: string): string {
  const wrapComponent = fault === 'render-throws' ? renderThrowsSource : clickThrowsSource(remote);
  return `${source}
;(function () {
  var container = self[${JSON.stringify(globalName)}];
  var shareScope;
  var wrapComponent = ${wrapComponent};
  function loadReact() {
    var versions = (shareScope && shareScope.react) || {};
    var entries = Object.keys(versions).map(function (v) { return versions[v]; });
    var entry = entries.filter(function (e) { return e.loaded || e.lib; })[0] || entries[0];
    if (!entry) return Promise.reject(new Error('chaos: no react in the share scope'));
    if (entry.lib) return Promise.resolve(entry.lib());
    return Promise.resolve(entry.get()).then(function (f) { return typeof f === 'function' ? f() : f; });
  }
  function wrapModule(exports, React) {
    var mod = exports && exports.default ? exports.default : exports;
    if (!mod || !mod.Component) return exports;
    var next = Object.assign({}, mod, { Component: wrapComponent(mod.Component, React) });
    return exports && exports.default ? Object.assign({}, exports, { default: next }) : next;
  }
  var wrapped = {};
  Object.keys(container).forEach(function (key) {
    Object.defineProperty(wrapped, key, { enumerable: true, configurable: true, get: function () { return container[key]; } });
  });
  Object.defineProperty(wrapped, 'init', { enumerable: true, value: function (scope) { shareScope = scope; return container.init.apply(container, arguments); } });
  Object.defineProperty(wrapped, 'get', {
    enumerable: true,
    value: function () {
      return Promise.resolve(container.get.apply(container, arguments)).then(function (factory) {
        var react = ${fault === 'click-throws' ? 'loadReact()' : 'Promise.resolve(null)'};
        return react.then(function (React) { return function () { return wrapModule(factory(), React); }; });
      });
    },
  });
  self[${JSON.stringify(globalName)}] = wrapped;
})();
`;
}

/**
 * Copies `<cdn>/<remote>/<live>` to `<cdn>/<remote>/<live>-chaos-<fault>` with the fault's code (once; a version
 * is immutable, so a second run reuses it) and returns the new version's name.
 */
export function publishFaultyVersion(cdnDir: string, remote: string, live: string, fault: CodeFault): string {
  const version = `${live}-chaos-${fault}`;
  const target = path.join(cdnDir, remote, version);
  if (fs.existsSync(target)) return version;
  const staging = `${target}.staging-${process.pid}`;
  fs.cpSync(path.join(cdnDir, remote, live), staging, { recursive: true });
  const rewrite = (file: string, change: (source: string) => string) => {
    const full = path.join(staging, file);
    fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
    // The CDN serves a precompressed copy when there is one: it would still be the original's.
    for (const suffix of ['.br', '.gz']) fs.rmSync(`${full}${suffix}`, { force: true });
  };
  rewrite('server/index.js', (source) => faultyServerBundle(source, fault, remote));
  if (fault === 'render-throws' || fault === 'click-throws') {
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8')) as { metaData: { globalName: string; remoteEntry: { name: string } } };
    rewrite(manifest.metaData.remoteEntry.name, (source) => faultyRemoteEntry(source, fault, manifest.metaData.globalName, remote));
  }
  fs.renameSync(staging, target);
  return version;
}
