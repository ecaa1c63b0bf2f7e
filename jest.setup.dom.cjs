require('@testing-library/jest-dom');

// findBy*/waitFor wait 1 s by default. A lazy chunk's first import is compiled on demand by @swc/jest, and on
// a loaded 2-core CI machine that once took longer (KitGridBrowser's profile dialog, 2026-12-04). 3 s stays
// under jest's 5 s test timeout, so a find that fails still fails with its own message.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
