const { createRemoteConfig, containerName } = require('./remote.cjs');
const { createHostConfig } = require('./host.cjs');
const { SINGLETONS, SERVER_EXTERNALS, browserShared } = require('./shared.cjs');

module.exports = { createRemoteConfig, createHostConfig, containerName, SINGLETONS, SERVER_EXTERNALS, browserShared };
