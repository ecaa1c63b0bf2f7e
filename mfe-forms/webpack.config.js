const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-forms',
  devPort: 3007,
  exposes: { './SellCarForm': './src/exposed/SellCarForm.ts', './lifecycles': './src/exposed/lifecycles.ts' },
});
