
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

const resolve = { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] };

module.exports = { scriptRule, resolve };
