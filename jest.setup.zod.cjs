// zod/mini registers no English messages of its own (packages/contracts/src/englishMessages.ts); servers do, and so
// do the unit tests, whose assertions read them.
require('zod/mini').config(require('zod/locales').en());
