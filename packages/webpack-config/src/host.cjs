const path = require('node:path');
const webpack = require('webpack');
const { browserShared } = require('./shared.cjs');
const { precompress } = require('./precompress.cjs');
const { scriptRule, resolve } = require('./rules.cjs');
const { emotionWithoutHoist } = require('./browser/emotionHoist.cjs');
const { withTextsFrom } = require('./browser/ownedTexts.cjs');
const { buildCache } = require('./buildCache.cjs');
const { minimizers } = require('./minimizer.cjs');
const { EntryScripts } = require('./entryScripts.cjs');

/** Node modules stay external on the host server (it runs next to node_modules); workspace packages are bundled. */
function nodeExternals({ request }, callback) {
  if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@showroom/')) return callback();
  return callback(null, `commonjs ${request}`);
}

// Shared modules the host lends on demand rather than in its entry (host-shell/src/client/shareOnDemand.ts registers
// them): embla, which only content pages use (the `embla` chunk), and the contracts' zod, which only remotes that parse
// or validate use (the `zod` chunk; the host's own browser code runs the contracts' zod-free checks).
const PROVIDED_ON_DEMAND = ['embla-carousel-react', '@showroom/contracts/z'];

/**
 * Webpack configs of the host: the browser shell (an MF host with no build-time remotes: they come
 * from the registry at request time) and the Node server (SSR, BFF, rewrites).
 */
function createHostConfig({ dir }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const dev = mode === 'development';
    const cache = (compilation) => buildCache({ dir, name: compilation, mode });
    const client = {
      name: 'client',
      mode,
      ...cache('client'),
      context: dir,
      target: 'web',
      entry: { main: './src/client/index.ts' },
      // Production maps are written for error tracking but not referenced from the bundles, and neither the
      // host nor the CDN serves them: the source stays ours (issue 12 item 13).
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(dir, 'dist/client'),
        publicPath: '/static/host/',
        // Hashed, entry included: every file is cached for a year (entryScripts.cjs tells the server main's name).
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: 'host',
        clean: true,
      },
      resolve,
      module: { rules: [scriptRule({ server: false })] },
      plugins: [
        // A host page carries its language's texts in the HTML, so the browser bundle has no dictionary (pageTexts.ts).
        withTextsFrom('pageTexts.ts'),
        // emotion's withTheme (unused) is the only user of hoist-non-react-statics: a stand-in (browser/emotionHoist.cjs).
        emotionWithoutHoist(),
        // The host provides the shared modules (eagerly, in main.js) in the page's share scope, which each remote's
        // container joins when the host loads it by its container script (mfe-runtime's remoteLoader). webpack's own
        // sharing: no federation runtime library in the page (docs/decisions.md, "webpack's own Module Federation").
        new webpack.sharing.SharePlugin({ shared: browserShared({ eager: true, except: PROVIDED_ON_DEMAND }) }),
        new EntryScripts(),
        ...(dev ? [] : precompress()),
      ],
      optimization: {
        minimizer: minimizers(),
        // No chunks split off what two chunks share (a split costs a page a request more), but embla: one chunk that
        // the Carousel block and the remotes the host lends it to (client/shareOnDemand) load alike, so a page that
        // has both downloads one copy.
        splitChunks: { cacheGroups: { defaultVendors: false, default: false, embla: { test: /[\\/]node_modules[\\/]embla-carousel/, name: 'embla', chunks: 'async', enforce: true },
            // zod likewise: the chunk the host lends and any host block that parses with zod load alike.
            zod: { test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/]z\.ts$/, name: 'zod', chunks: 'async', enforce: true } } },
      },
      performance: { hints: false },
    };
    const server = {
      name: 'server',
      mode,
      ...cache('server'),
      context: dir,
      target: 'node20',
      entry: { index: './src/server/index.ts' },
      devtool: 'source-map',
      output: { path: path.join(dir, 'dist/server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
      resolve,
      externals: [nodeExternals],
      module: { rules: [scriptRule({ server: true })] },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      optimization: { minimize: false },
      node: { __dirname: false, __filename: false },
      performance: { hints: false },
    };
    return [client, server];
  };
}

module.exports = { createHostConfig };
