const path = require('node:path');

/** The TypeScript/TSX rule (swc) shared by browser and server builds. */
function scriptRule({ server }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: server ? 'es2022' : 'es2020',
        },
      },
    },
  };
}

// `zod-package/` reaches the installed zod's files, which its `exports` hide (browser/zodApi.mjs).
const zodPackage = path.dirname(require.resolve('zod/package.json', { paths: [path.resolve(__dirname, '../../..')] }));
const resolve = { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: { 'zod-package': zodPackage } };

module.exports = { scriptRule, resolve };
