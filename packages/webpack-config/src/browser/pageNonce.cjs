const webpack = require('webpack');

const { RuntimeGlobals, RuntimeModule } = webpack;

/**
 * Gives a remote's webpack runtime the composed page's CSP nonce (the host writes it on <html> as
 * data-state-nonce) as the runtime starts, so every chunk it inserts carries it: the exposed module's own chunk
 * first of all, which the host's container.get() makes the runtime insert before any module of the remote has run
 * (e2e csp.spec.ts: every script the page inserts carries the page's nonce). Under 'strict-dynamic' those scripts
 * run without it; a policy without 'strict-dynamic' (an older browser's, a partner's) would refuse them. An embed's
 * nonce, taken from the partner's script tag later (mfe-runtime's embed/scriptNonce.ts), replaces it there.
 */
class PageNonceRuntimeModule extends RuntimeModule {
  constructor() {
    // A stage after webpack's own nonce module (STAGE_ATTACH), which sets __webpack_require__.nc to undefined.
    super('page nonce', RuntimeModule.STAGE_TRIGGER);
  }

  generate() {
    const nonce = RuntimeGlobals.scriptNonce;
    return `if (typeof document !== 'undefined' && !${nonce} && document.documentElement) ${nonce} = document.documentElement.getAttribute('data-state-nonce') || ${nonce};`;
  }
}

/** Adds PageNonceRuntimeModule to every runtime of the build that loads scripts. */
class PageNoncePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageNoncePlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap('PageNoncePlugin', (chunk, set) => {
        set.add(RuntimeGlobals.scriptNonce);
        compilation.addRuntimeModule(chunk, new PageNonceRuntimeModule());
      });
    });
  }
}

module.exports = { PageNoncePlugin };
