// Browser builds swap zod's JSON-schema converters (zodJsonSchemaProcessors.mjs) and its English messages
// (zodLocaleEn.mjs) for the stand-ins next to this file.
const path = require('node:path');
const webpack = require('webpack');

const STAND_INS = {
  'json-schema-processors.js': path.join(__dirname, 'zodJsonSchemaProcessors.mjs'),
  'to-json-schema.js': path.join(__dirname, 'zodToJsonSchema.mjs'),
  'en.js': path.join(__dirname, 'zodLocaleEn.mjs'),
};
// Only zod's own imports of them (`./to-json-schema.js` from core, `../core/...` from classic).
const ZOD_FOLDER = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|classic)$/;

/** The stand-in for a request zod makes from its own folder, or undefined. */
function standInFor(request, context) {
  if (!ZOD_FOLDER.test(context ?? '')) return undefined;
  const file = path.basename(request ?? '');
  return STAND_INS[file];
}

/** The plugin for a browser build's `plugins`. */
function zodWithoutJsonSchema() {
  return new webpack.NormalModuleReplacementPlugin(/(json-schema-processors|to-json-schema|[\\/]en)\.js$/, (resource) => {
    const standIn = standInFor(resource.request, resource.context);
    if (standIn) resource.request = standIn;
  });
}

module.exports = { zodWithoutJsonSchema, standInFor };
