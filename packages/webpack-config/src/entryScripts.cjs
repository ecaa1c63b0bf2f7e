// The host's browser entry is content-hashed like its chunks (main.<hash>.js), so a visitor's browser keeps it for
// a year instead of asking again on every page. The server learns the name from this file, written beside it at build
// (host-shell/src/server/render/hostEntryScript.ts), as nothing else in the page knows it.

/** The file the build writes into the client folder: each entry's name -> its script files. */
const ENTRY_SCRIPTS_FILE = 'entry-scripts.json';

/** Writes ENTRY_SCRIPTS_FILE with the final (content-hashed) names of each entry's scripts. */
class EntryScripts {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryScripts', (compilation) => {
      // At the report stage: after RealContentHashPlugin has given the files their final names.
      compilation.hooks.processAssets.tap({ name: 'EntryScripts', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const scripts = {};
        for (const [name, entrypoint] of compilation.entrypoints) scripts[name] = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
        compilation.emitAsset(ENTRY_SCRIPTS_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(scripts)}\n`));
      });
    });
  }
}

module.exports = { ENTRY_SCRIPTS_FILE, EntryScripts };
