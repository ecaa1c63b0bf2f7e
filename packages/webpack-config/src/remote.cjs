const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { browserShared, sharedFallbackChunks, SERVER_EXTERNALS } = require('./shared.cjs');
const { precompress } = require('./precompress.cjs');
const { scriptRule, resolve } = require('./rules.cjs');
const { generateRemoteEntries, loadContracts } = require('./remoteDeclaration.cjs');
const { emotionWithoutHoist } = require('./browser/emotionHoist.cjs');
const { withoutOthersTexts, withTextsFrom } = require('./browser/ownedTexts.cjs');
const { LANGUAGE_FILE } = require('./browser/oneLanguageTexts.cjs');
const { PageNoncePlugin } = require('./browser/pageNonce.cjs');
const { PARTNER_CONTAINER_FILE, CopyAsset } = require('./containerFiles.cjs');
const { EXPOSE_PREFIX, FederationManifestPlugin } = require('./manifest.cjs');
const { buildCache } = require('./buildCache.cjs');
const { minimizers } = require('./minimizer.cjs');

/** Build constants: the remote's name and version, and a build label (SHOWROOM_BUILD_ID) that shows which build is served. */
const defines = (name, pkg) => ({
  __REMOTE_NAME__: JSON.stringify(name),
  __REMOTE_VERSION__: JSON.stringify(pkg.version),
  __BUILD_ID__: JSON.stringify(process.env.SHOWROOM_BUILD_ID ?? ''),
});

/** The MF container name rule, from the catalogue ('mfe-search' -> 'mfe_search'). */
const containerName = (name) => loadContracts().containerName(name);

// The least source (bytes before minification) that modules two chunk groups share must weigh to become a chunk of
// their own; lighter groups are copied into each chunk that needs them. webpack's production default (20,000) split
// off groups of 2-3 kB gzip: one request more each on a page, to spare a copy in a chunk the page does not load (the
// car list's search state, shared by the list and its loader, which a server-rendered page never runs). At 30,000:
// the car list, dealers, the dealer page, the tire hotel and the partner embed one request fewer each, every page
// the same or lighter (bench:bundle, 2026-11-28). At 35,000 since the contracts are bundled per build: their site
// list schemas had pushed what the dealer list and the dealer picker share over 30,000, a 4.8 kB chunk and one more
// request on the dealers and workshop booking pages. At 45,000 since the embed's mount no longer shares chunks with
// the exposed modules (LOADS_ALONE): what the dealer list and the dealer page share (38 kB) and what the car list shares
// with the other search modules (42 kB) had become chunks of their own, one more request on those pages (issue 14).
const SHARED_CHUNK_MIN_SIZE = 50_000;

// Chunks whose sharing with others never cuts those others into more requests; what they share is copied into them:
// - a loader's chunk (an exposed module's `import()` named `*-data`) runs only where the browser loads a module's data
//   itself (an embed, a single-spa mount, a handed-over slot), never on a server-rendered page;
// - the single-spa lifecycles, a partner's entry that no page loads beside the embed, the other one;
// - the embed's mount (every embeddable module of the remote, .showroom/embedMount.ts), which a composed page never
//   loads: what it shared with an exposed module was a chunk of its own, one more request for that module on every
//   composed page (mfe-forms' workshop booking code: 11 requests, then 12 once zod was a chunk of its own, issue 14).
const LOADS_ALONE = /(-data|^__federation_expose_lifecycles|^embed-mount)$/;
const splitsChunk = (chunk) => !chunk.canBeInitial() && !LOADS_ALONE.test(chunk.name ?? '');

/** MF exposes with their chunk names ('./CarList' -> __federation_expose_CarList), which the manifest and LOADS_ALONE read. */
const exposesWithNames = (exposes) =>
  Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: file, name: `${EXPOSE_PREFIX}${key.replace(/^\.\//, '')}` }]));

/**
 * Webpack configs of a remote: the browser build (MF container, mf-manifest.json, embed.js, and in
 * dev a standalone page) and the server build (one CommonJS file whose shared libraries the host supplies).
 * Everything comes from the remote's src/remote.ts and its catalogue entry; the name from its package.json.
 * `catalogue` replaces the packages/contracts entry (the throwaway remote of the adding-a-module test).
 */
function createRemoteConfig({ dir, devPort, catalogue }) {
  const pkg = require(path.join(dir, 'package.json'));
  const name = pkg.name;
  return (_env = {}, argv = {}) => {
    const generated = generateRemoteEntries(dir, name, catalogue);
    // SHOWROOM_OUT_DIR builds somewhere else than dist/ (the deploy test builds a changed remote beside the real one).
    const out = process.env.SHOWROOM_OUT_DIR ? path.resolve(process.env.SHOWROOM_OUT_DIR) : path.join(dir, 'dist');
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const dev = mode === 'development';
    const entry = { embed: generated.embed };
    // The throwaway remote of the adding-a-module test (a catalogue of its own) keeps no cache.
    const cache = (compilation) => (catalogue ? {} : buildCache({ dir, name: compilation, mode }));
    if (dev) entry.dev = generated.dev;
    const shared = browserShared();
    // The file the host loads beside the manifest, as the contracts name it (containerScriptUrl).
    const { CONTAINER_FILE } = loadContracts();

    const web = {
      name: 'web',
      mode,
      ...cache('web'),
      context: dir,
      target: 'web',
      entry,
      // Production maps are written for error tracking but not referenced from the bundles, and neither the
      // host nor the CDN serves them: the source stays ours (issue 12 item 13).
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(out, 'web'),
        publicPath: 'auto',
        // Entry names stay fixed (the MF runtime cannot hash them); chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: containerName(name),
        clean: true,
      },
      resolve,
      module: {
        rules: [
          scriptRule({ server: false }),
          // A language's texts a chunk of their own, with only that language (browser/oneLanguageTexts.cjs).
          { test: LANGUAGE_FILE, enforce: 'post', use: [{ loader: require.resolve('./browser/oneLanguageTexts.cjs') }] },
        ],
      },
      plugins: [
        // webpack's own Module Federation: the container (init/get, a `var` of the page named as the container) and the
        // share scope negotiation, with no federation runtime library in the page (docs/decisions.md, "webpack's own
        // Module Federation").
        new webpack.container.ModuleFederationPlugin({ name: containerName(name), filename: CONTAINER_FILE, exposes: exposesWithNames(generated.exposes), shared }),
        new FederationManifestPlugin({ name: containerName(name), containerFile: CONTAINER_FILE, shared, buildInfo: pkg }),
        new CopyAsset({ [PARTNER_CONTAINER_FILE]: CONTAINER_FILE }),
        new webpack.DefinePlugin(defines(name, pkg)),
        // The page's CSP nonce on every chunk the remote's runtime inserts, its exposed modules' own included.
        new PageNoncePlugin(),
        // emotion's withTheme (unused) is the only user of hoist-non-react-statics: a stand-in (browser/emotionHoist.cjs).
        emotionWithoutHoist(),
        // Another remote's texts stay out of this one's embed (packages/i18n messages/ownedTexts.cjs).
        withoutOthersTexts(name),
        // Its texts are registered by its embed, lifecycles and dev page, not held by the shared i18n (registeredTexts.ts).
        withTextsFrom('registeredTexts.ts'),
        ...(entry.dev ? [new HtmlWebpackPlugin({ chunks: ['dev'], title: `${name} (dev)` })] : []),
        ...(dev ? [] : precompress()),
      ],
      optimization: { splitChunks: { ...sharedFallbackChunks(), chunks: splitsChunk, minSize: SHARED_CHUNK_MIN_SIZE }, minimizer: minimizers() },
      performance: { hints: false },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        client: { overlay: false },
        // The dev BFF and the sandbox's media stand in for the host (bin/showroom-dev.cjs starts them).
        proxy: process.env.SHOWROOM_DEV_BFF
          ? [
              { context: ['/api'], target: process.env.SHOWROOM_DEV_BFF },
              {
                context: ['/-/media'],
                target: process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070',
                pathRewrite: { '^/-/media': '/media' },
                headers: { 'x-api-key': process.env.SANDBOX_API_KEY ?? 'sandbox-key' },
              },
            ]
          : [],
      },
    };

    const server = {
      name: 'server',
      mode,
      ...cache('server'),
      context: dir,
      target: 'node20',
      entry: { index: generated.server },
      devtool: false,
      output: { path: path.join(out, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
      resolve,
      externalsType: 'commonjs',
      externals: SERVER_EXTERNALS,
      module: { rules: [scriptRule({ server: true })] },
      // One file: the host downloads it by URL, so it must not need sibling chunks.
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin(defines(name, pkg)),
      ],
      optimization: { minimize: false },
      performance: { hints: false },
    };
    return dev ? [web] : [web, server];
  };
}

module.exports = { createRemoteConfig, containerName };
