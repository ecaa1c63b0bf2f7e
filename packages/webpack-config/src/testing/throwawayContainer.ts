import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

// What the build tests share: a container built for real, in a folder of the test's, as the remotes build theirs.

/** The container's modules (file name -> source) and what else the build takes. */
export interface ThrowawayContainer {
  files: Record<string, string>;
  exposes: Record<string, { import: string; name: string }>;
  shared?: ConstructorParameters<typeof webpack.container.ModuleFederationPlugin>[0]['shared'];
  publicPath?: string;
  plugins?: webpack.WebpackPluginInstance[];
}

/** Builds `mfe_test`'s container.js (and its chunks) into `dir`/out, unminified. */
export function buildThrowawayContainer(dir: string, { files, exposes, shared, publicPath = 'auto', plugins = [] }: ThrowawayContainer): Promise<webpack.Stats> {
  for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'out'), publicPath, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', uniqueName: 'mfe_test' },
    optimization: { minimize: false },
    plugins: [new webpack.container.ModuleFederationPlugin({ name: 'mfe_test', filename: 'container.js', exposes, ...(shared ? { shared } : {}) }), ...plugins],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))));
}
