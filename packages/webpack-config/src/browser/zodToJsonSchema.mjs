// What browser builds put in place of zod/v4/core/to-json-schema.js (zodJsonSchemaProcessors.mjs says why).
// The two `create...Method` factories run when a schema's `~standard` is first read, so they return a function
// and fail only when it is called.

/** A function that fails, naming what the browser build left out. */
export function notInTheBrowser(name) {
  return () => {
    throw new Error(`zod's ${name} (JSON schema) is not in the browser build: packages/webpack-config/src/browser/zodToJsonSchema.mjs`);
  };
}

export const initializeContext = notInTheBrowser('initializeContext');
export const handleUnrepresentable = notInTheBrowser('handleUnrepresentable');
export const processSchema = notInTheBrowser('processSchema');
export { processSchema as process };
export const extractDefs = notInTheBrowser('extractDefs');
export const finalize = notInTheBrowser('finalize');
export const createToJSONSchemaMethod = () => notInTheBrowser('toJSONSchema');
export const createStandardJSONSchemaMethod = () => notInTheBrowser('~standard.jsonSchema');
