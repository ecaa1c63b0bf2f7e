// Remote containers without a runtime core of their own (issue 14). On a composed page the host lends its core
// (browser/runtimeCore/provideRuntimeCore.mjs), so each remote's container.js is ~10 kB gzip lighter. The files that
// can start a page with no host, remoteEntry.js (a partner's single-spa root config) and embed.js (a partner's
// element), are the same code with a standalone core prepended, so partners load what they loaded before.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { minimizers } = require('./minimizer.cjs');
const { federationErrorsWithoutTexts } = require('./browser/federationErrorTexts.cjs');

const RUNTIME_CORE = path.join(__dirname, 'browser/runtimeCore');
/** The host's runtime plugin that lends its core to the remotes' containers. */
const PROVIDE_RUNTIME_CORE = path.join(RUNTIME_CORE, 'provideRuntimeCore.mjs');
/**
 * The container file the host loads, by convention beside the manifest (contracts' CONTAINER_FILE, containerScriptUrl);
 * remoteEntry.js is it with a core prepended.
 */
const CONTAINER_FILE = 'container.js';
const STANDALONE_FILE = 'runtime-core.js';
const NAME = 'PrependRuntimeCore';
// A remote's container loads no other remote (its embed and lifecycles import its own modules), so its runtime leaves
// out remote loading and manifest snapshots, and code for Node.
const REMOTE_RUNTIME = { target: 'web', disableRemote: true, disableSnapshot: true };

/** The webpack config of the standalone core, built into `<out>/runtime-core/` before the remote's web build. */
function standaloneRuntimeCoreConfig(out) {
  return {
    name: 'runtime-core',
    mode: 'production',
    target: 'web',
    entry: { 'runtime-core': path.join(RUNTIME_CORE, 'standaloneRuntimeCore.mjs') },
    devtool: false,
    output: { path: path.join(out, 'runtime-core'), filename: '[name].js', iife: true, clean: true },
    optimization: { minimizer: minimizers() },
    // The flags MF's plugin defines for a remote's container (REMOTE_RUNTIME), so this core is the one it carried before.
    plugins: [
      federationErrorsWithoutTexts(),
      new webpack.DefinePlugin({
        ENV_TARGET: JSON.stringify(REMOTE_RUNTIME.target),
        FEDERATION_OPTIMIZE_NO_REMOTE: REMOTE_RUNTIME.disableRemote,
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: REMOTE_RUNTIME.disableSnapshot,
        FEDERATION_OPTIMIZE_NO_SHARED: false,
      }),
    ],
    performance: { hints: false },
  };
}

/** Prepends the standalone core (built by standaloneRuntimeCoreConfig) to the files a page with no host starts with. */
class PrependRuntimeCore {
  /** `files`: output file -> the asset it is made from (`remoteEntry.js` <- `container.js`, `embed.js` <- itself). */
  constructor(out, files) {
    this.core = path.join(out, 'runtime-core', STANDALONE_FILE);
    this.files = files;
  }

  apply(compiler) {
    const { ConcatSource, RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (the core is minified already), before compression and the source maps.
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        compilation.fileDependencies.add(this.core);
        let core;
        try {
          core = new RawSource(fs.readFileSync(this.core, 'utf8'));
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: the standalone runtime core is missing (${error.message})`));
          return;
        }
        for (const [file, from] of Object.entries(this.files)) {
          const asset = compilation.getAsset(from);
          if (!asset) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${from} was not emitted`));
            continue;
          }
          const joined = new ConcatSource(core, '\n', asset.source);
          if (file === from) compilation.updateAsset(file, joined);
          else compilation.emitAsset(file, joined, { minimized: true });
        }
      });
    });
  }
}

/** Emits a copy of an asset under another name (the dev server's remoteEntry.js, which is its container as it is). */
class CopyAsset {
  /** `files`: output file -> the asset it copies. */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyAsset', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyAsset', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const [file, from] of Object.entries(this.files)) {
          const asset = compilation.getAsset(from);
          if (asset) compilation.emitAsset(file, asset.source, asset.info);
          else compilation.errors.push(new compiler.webpack.WebpackError(`CopyAsset: ${from} was not emitted`));
        }
      });
    });
  }
}

module.exports = { PROVIDE_RUNTIME_CORE, CONTAINER_FILE, REMOTE_RUNTIME, standaloneRuntimeCoreConfig, PrependRuntimeCore, CopyAsset };
