const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-dealers',
  devPort: 3003,
  exposes: { './DealerList': './src/exposed/DealerList.ts', './lifecycles': './src/exposed/lifecycles.ts' },
});
