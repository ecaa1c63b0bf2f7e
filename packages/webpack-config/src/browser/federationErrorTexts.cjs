// Browser builds swap the federation runtime's error descriptions (@module-federation/error-codes' desc.mjs) for the
// empty maps next to this file (federationErrorDescriptions.mjs). The runtime is in the host's main.js and in every
// remote's container, so its English sentences went to every page twice or more (0.4 kB gzip a bundle). An error
// still names its code, its arguments, the original error and the page of MF's docs that explains the code; the
// servers, which log the errors that matter, keep the sentences.
const path = require('node:path');
const webpack = require('webpack');

const STAND_IN = path.join(__dirname, 'federationErrorDescriptions.mjs');
const ERROR_CODES_DIST = /[\\/]node_modules[\\/]@module-federation[\\/]error-codes[\\/]dist$/;

/** The stand-in for the descriptions' module requested from error-codes' own folder, or undefined. */
function errorTextsStandInFor(request, context) {
  return /^\.\/desc\.m?js$/.test(request) && ERROR_CODES_DIST.test(context ?? '') ? STAND_IN : undefined;
}

/** The plugin for a browser build's `plugins`. */
function federationErrorsWithoutTexts() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/desc\.m?js$/, (resource) => {
    const standIn = errorTextsStandInFor(resource.request, resource.context);
    if (standIn) resource.request = standIn;
  });
}

module.exports = { federationErrorsWithoutTexts, errorTextsStandInFor, STAND_IN };
