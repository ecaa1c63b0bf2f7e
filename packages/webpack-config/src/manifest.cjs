// mf-manifest.json for a remote built with webpack's own Module Federation: what the registry points at and the
// tools read (scripts/chaos: the container file, its global, each module's files), in the shape
// @module-federation/enhanced wrote before (docs/decisions.md, "webpack's own Module Federation").
const NAME = 'ShowroomFederationManifest';
const MANIFEST_FILE = 'mf-manifest.json';
/** The chunk group webpack makes for an exposed module is named by the expose's `name` (remote.cjs exposesWithNames). */
const EXPOSE_PREFIX = '__federation_expose_';
const FALLBACKS_CHUNK = 'shared-fallbacks';

const jsFilesOf = (chunks) => [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];

class FederationManifestPlugin {
  /** `name`: the container's (its global); `containerFile`; `shared`: the MF shared block; `buildInfo`: package name and version. */
  constructor({ name, containerFile, shared, buildInfo }) {
    this.options = { name, containerFile, shared, buildInfo };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { name, containerFile, shared, buildInfo } = this.options;
        const exposes = [...compilation.namedChunkGroups.entries()]
          .filter(([groupName]) => groupName.startsWith(EXPOSE_PREFIX))
          .map(([groupName, group]) => {
            const module = groupName.slice(EXPOSE_PREFIX.length);
            return { id: `${name}:${module}`, name: module, path: `./${module}`, assets: { js: { sync: jsFilesOf(group.chunks), async: [] }, css: { sync: [], async: [] } } };
          })
          .sort((a, b) => a.name.localeCompare(b.name));
        const fallbacks = compilation.namedChunks.get(FALLBACKS_CHUNK);
        const fallbackFiles = fallbacks ? jsFilesOf([fallbacks]) : [];
        const manifest = {
          id: name,
          name,
          metaData: {
            name,
            type: 'app',
            buildInfo: { buildVersion: buildInfo.version, buildName: buildInfo.name },
            remoteEntry: { name: containerFile, path: '', type: 'var' },
            globalName: name,
            publicPath: 'auto',
          },
          shared: Object.entries(shared).map(([module, config]) => ({
            id: `${name}:${module}`,
            name: module,
            version: config.version,
            singleton: config.singleton,
            requiredVersion: config.requiredVersion,
            assets: { js: { sync: fallbackFiles, async: [] }, css: { sync: [], async: [] } },
          })),
          exposes,
        };
        compilation.emitAsset(MANIFEST_FILE, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FederationManifestPlugin, EXPOSE_PREFIX };
