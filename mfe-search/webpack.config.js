const { createRemoteConfig } = require('@showroom/webpack-config');

// Everything else comes from src/remote.ts, its catalogue entry (packages/contracts) and package.json.
module.exports = createRemoteConfig({ dir: __dirname, devPort: 3001 });
