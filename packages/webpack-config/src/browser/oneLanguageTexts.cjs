// A webpack loader for packages/i18n's messages/languages/<language>.ts in a remote's browser build: the module
// becomes the texts of that one language the build carries, as data. The dictionary is evaluated at build time by
// the build itself (importModule), so the swaps of the build apply to it (another remote's texts are left out,
// browser/ownedTexts.cjs) and the chunk holds exactly what the whole dictionary held of that language before.
const path = require('node:path');

const MESSAGES = path.resolve(__dirname, '../../../i18n/src/messages');
const DICTIONARY = path.join(MESSAGES, 'dictionary.ts');
/** The files this loader is for; each is named for its language. */
const LANGUAGE_FILE = /[\\/]i18n[\\/]src[\\/]messages[\\/]languages[\\/][a-z]{2}\.ts$/;

module.exports = function oneLanguageTexts() {
  const callback = this.async();
  const language = path.basename(this.resourcePath, '.ts');
  this.importModule(DICTIONARY, {}, (error, exports) => {
    if (error) return callback(error);
    const texts = exports?.dictionaries?.[language];
    if (!texts || typeof texts !== 'object') return callback(new Error(`oneLanguageTexts: the dictionary has no texts for "${language}"`));
    // JSON is valid JavaScript (ES2019), and JSON.parse of a string literal is the fastest way to ship data.
    return callback(null, `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});\n`);
  });
};

module.exports.LANGUAGE_FILE = LANGUAGE_FILE;
