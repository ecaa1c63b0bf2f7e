const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-service-booking',
  devPort: 3004,
  exposes: { './ServiceBooking': './src/exposed/ServiceBooking.ts', './lifecycles': './src/exposed/lifecycles.ts' },
});
