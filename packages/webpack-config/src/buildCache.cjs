const path = require('node:path');

// Webpack's persistent cache, for a team that rebuilds its remote again and again (issue 14: one remote rebuilt after
// a one-line change in <= 15 s). With SHOWROOM_BUILD_CACHE=on a production build keeps what it parsed, minified and
// compressed in <package>/node_modules/.cache/webpack, and the next build redoes only what a change touched: mfe-dealers
// after a one-line change in 9.4 s through turbo, against 12.7-14.6 s without. A team's pipeline that keeps that folder
// between builds, as it keeps node_modules, sets it.
//
// It is off by default because writing it costs more than it saves on a build nobody rebuilds: the cold
// `npm run build` (every package at once on 2 cores) took 116.8 s with it against 75.9 s without, and a fresh clone's
// one build under npm test would only pay for it. Development (webpack serve) keeps webpack's memory cache, and builds
// written somewhere else than dist/ (SHOWROOM_OUT_DIR: the deploy test's throwaway builds) never write to it.

/** The folder of a package's persistent webpack cache. */
const buildCacheDir = (dir) => path.join(dir, 'node_modules/.cache/webpack');

// What invalidates the whole cache (its build dependencies, beside the package's webpack.config.js and what it
// requires, which webpack-cli adds): any file of this package (a trailing slash makes it a folder, hashed as a
// whole), and the lockfile, which changes when any dependency does (swc, the MF plugin, the compression plugin).
const BUILD_DEPENDENCIES = [`${__dirname}${path.sep}`, path.resolve(__dirname, '../../../package-lock.json')];

/**
 * The `cache` option of one of a package's production compilations (`name`: 'web', 'server', ...), to spread into its
 * config; nothing where no persistent cache is kept. Entries are checked by webpack's production snapshot (file times,
 * then content hashes), so a cache restored onto a fresh checkout, whose files all have new times, still serves.
 */
function buildCache({ dir, name, mode }) {
  if (mode !== 'production' || process.env.SHOWROOM_BUILD_CACHE !== 'on' || process.env.SHOWROOM_OUT_DIR) return {};
  return {
    cache: { type: 'filesystem', cacheDirectory: buildCacheDir(dir), name: `${name}-${mode}`, buildDependencies: { showroom: BUILD_DEPENDENCIES } },
  };
}

module.exports = { buildCache, buildCacheDir };
