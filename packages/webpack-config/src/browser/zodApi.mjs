// The names of zod's classic entry (zod/v4/classic/external.js) that the browser keeps; `zod-package/`
// is an alias of the installed zod's folder (its `exports` hide these files from a bare import).
export * from 'zod-package/v4/classic/schemas.js';
export * from 'zod-package/v4/classic/checks.js';
export * from 'zod-package/v4/classic/errors.js';
export * from 'zod-package/v4/classic/parse.js';
export * from 'zod-package/v4/classic/compat.js';
export { globalRegistry, registry, config, $output, $input, $brand, clone, regexes, treeifyError, prettifyError, formatError, flattenError, TimePrecision, util, NEVER, INVALID } from 'zod-package/v4/core/index.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from 'zod-package/v4/classic/iso.js';
export * as iso from 'zod-package/v4/classic/iso.js';
export * as coerce from 'zod-package/v4/classic/coerce.js';
