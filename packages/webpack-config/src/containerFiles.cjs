// The files of a remote's browser build that a page starts from. A composed page loads the container (contracts'
// CONTAINER_FILE, by convention beside the manifest: containerScriptUrl); a partner's single-spa root config loads
// remoteEntry.js, the same container under the name partners have always used; a partner's element loads embed.js.

/** The same container, under the name a partner's single-spa root config loads. */
const PARTNER_CONTAINER_FILE = 'remoteEntry.js';

/** Emits a copy of an asset under another name (remoteEntry.js, which is the container as it is). */
class CopyAsset {
  /** `files`: output file -> the asset it copies. */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyAsset', (compilation) => {
      // After minification, before compression and the source maps' upload.
      compilation.hooks.processAssets.tap({ name: 'CopyAsset', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const [file, from] of Object.entries(this.files)) {
          const asset = compilation.getAsset(from);
          if (asset) compilation.emitAsset(file, asset.source, { ...asset.info, related: {} });
          else compilation.errors.push(new compiler.webpack.WebpackError(`CopyAsset: ${from} was not emitted`));
        }
      });
    });
  }
}

module.exports = { PARTNER_CONTAINER_FILE, CopyAsset };
