const { createHostConfig } = require('@showroom/webpack-config');

module.exports = createHostConfig({ dir: __dirname });
