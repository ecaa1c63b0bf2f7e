const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-search',
  devPort: 3001,
  exposes: { './CarList': './src/exposed/CarList.ts', './lifecycles': './src/exposed/lifecycles.ts' },
});
