const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-car-detail',
  devPort: 3002,
  exposes: { './CarDetail': './src/exposed/CarDetail.ts', './lifecycles': './src/exposed/lifecycles.ts' },
});
