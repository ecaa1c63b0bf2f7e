const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-tirehotel',
  devPort: 3006,
  exposes: { './TireHotel': './src/exposed/TireHotel.ts', './lifecycles': './src/exposed/lifecycles.ts' },
});
