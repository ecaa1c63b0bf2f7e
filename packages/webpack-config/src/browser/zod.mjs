// The `zod` that browser builds share (packages/webpack-config/src/shared.cjs): the classic API the
// contracts and forms use, without what the package's full entry also re-exports (some forty locales,
// the JSON-schema converters and the schema compiler). A shared module is bundled whole, never
// tree-shaken, so those parts rode along on every page: 88 kB gzip against 37 kB for this (issue 14).
// English messages stay: classic registers them when the first schema is built.
import * as z from './zodApi.mjs';

// No compiled parsers: zod would otherwise try `new Function` once to see whether it may, which the pages'
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation on every page (issue 20). Set
// here, before any schema is built, since an object schema decides when it is made; the interpreted parse is
// the same answer, and the browser parses little.
z.config({ jitless: true });

export * from './zodApi.mjs';
export { z };
export default z;
