const { createRemoteConfig } = require('@showroom/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe-search',
  devPort: 3001,
  exposes: {
    './CarList': './src/exposed/CarList.ts',
    './CarOfTheWeek': './src/exposed/CarOfTheWeek.ts',
    './CarTeasers': './src/exposed/CarTeasers.ts',
    './CarSearchHero': './src/exposed/CarSearchHero.ts',
    './lifecycles': './src/exposed/lifecycles.ts',
  },
});
