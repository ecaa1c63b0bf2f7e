// The built-in texts of one language. A remote's browser build replaces this file with the texts of this language
// that it carries, worked out at build time (webpack-config browser/oneLanguageTexts.cjs), so it is a chunk of one
// language; elsewhere (the servers, unit tests) it is what it says.
import { dictionaries } from '../dictionary';

export default dictionaries.nb;
