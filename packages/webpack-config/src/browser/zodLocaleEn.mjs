// What browser builds put in place of zod/v4/locales/en.js (0.8 kB gzip on every page): zod's English sentences
// for an issue without a message of its own. No visitor reads them: forms map an issue to a text of the page's
// language by the rule it broke (packages/i18n contactErrorText), and other parses only log. The issue's code
// is kept, so a log still says what went wrong.

/** zod's locale shape: `localeError` gives an issue's message when the schema set none. */
export default function () {
  return { localeError: (issue) => `Invalid input (${issue.code})` };
}
