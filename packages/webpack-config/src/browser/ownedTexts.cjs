// A remote's browser build swaps the message files other remotes own for packages/i18n's ownedElsewhere.ts.
const path = require('node:path');
const webpack = require('webpack');
const { OWNED_TEXTS } = require('../../../i18n/src/messages/ownedTexts.cjs');

const MESSAGES = path.resolve(__dirname, '../../../i18n/src/messages');
const STAND_IN = path.join(MESSAGES, 'ownedElsewhere.ts');

/** The message files (absolute paths) a remote's build leaves out: those other remotes own. */
function othersTexts(remote) {
  return Object.entries(OWNED_TEXTS)
    .filter(([owner]) => owner !== remote)
    .flatMap(([, files]) => files.map((file) => path.join(MESSAGES, `${file}.ts`)));
}

/** The plugin for a remote's browser build. */
function withoutOthersTexts(remote) {
  const left = new Set(othersTexts(remote));
  return new webpack.NormalModuleReplacementPlugin(/^\.\.?[\\/]/, (resource) => {
    const target = resource.context && resource.request ? path.resolve(resource.context, resource.request) : '';
    if (left.has(target) || left.has(`${target}.ts`)) resource.request = STAND_IN;
  });
}

// The module of packages/i18n that holds every language's built-in texts (texts.ts). A browser build swaps it: the
// host's for pageTexts.ts (the page carries its language's texts), a remote's for registeredTexts.ts (only the texts
// each remote registers, since the one shared i18n on a partner's page may be another remote's copy).
const TEXTS_MODULE = /[\\/]i18n[\\/]src[\\/]messages[\\/]texts\.ts$/;

/** The plugin that swaps i18n's built-in texts for `file` under packages/i18n/src/messages. */
function withTextsFrom(file) {
  return new webpack.NormalModuleReplacementPlugin(TEXTS_MODULE, path.join(MESSAGES, file));
}

module.exports = { withoutOthersTexts, withTextsFrom, othersTexts };
