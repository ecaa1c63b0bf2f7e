// zod/mini registers no English messages of its own; servers do (packages/contracts/src/englishMessages.ts), and so
// do the unit tests, whose assertions read them.
require('@showroom/contracts/english-messages').registerEnglishMessages();
