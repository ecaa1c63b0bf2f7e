const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-kits',
  devPort: 3005,
  exposes: { './KitGrid': './src/exposed/KitGrid.ts', './lifecycles': './src/exposed/lifecycles.ts' },
});
