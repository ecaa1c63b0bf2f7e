const MinimizerPlugin = require('minimizer-webpack-plugin');

// The JavaScript minifier of every production browser build: webpack's own minimizer plugin with swc's minifier in
// place of terser (issue 14, build time). terser was most of a build's CPU (about 17 s in mfe-dealers' workers).
// Measured on 2026-11-28: the cold `npm run build` went from 148.7 s to 75.9-81.2 s, mfe-dealers alone from 27-29 s
// to 13.6 s, and every page's JavaScript came out 0.2-0.8 kB lighter in gzip (bench:bundle). esbuild's minifier was
// as quick but 21% larger. The options are webpack's defaults for terser (two compress passes), which swc reads the
// same way.

// SHOWROOM_READABLE_BUILD=1 keeps names (no mangling, function names kept) so a CPU profile of a benchmark reads as
// the source does; the code is otherwise the production build's.
const readable = process.env.SHOWROOM_READABLE_BUILD === '1';

/** The `optimization.minimizer` list of a production browser build. */
const minimizers = () => [
  new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: readable ? { compress: { passes: 2, keep_fnames: true, keep_classnames: true }, mangle: false } : { compress: { passes: 2 }, mangle: true },
  }),
];

module.exports = { minimizers };
