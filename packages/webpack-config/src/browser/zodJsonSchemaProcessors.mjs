// What browser builds put in place of zod's JSON-schema processors (zod/v4/core/json-schema-processors.js):
// the classic schemas wire a processor into every schema for `.toJSONSchema()`, which the browser never calls,
// and the shared zod is bundled whole, so the converters rode along on every page (6.5 kB gzip with
// to-json-schema.js). Each processor here fails by name if something does call it; `aggregateChecks`, behind
// the schemas' derived `.minLength`, `.maxLength` and `.format`, answers that nothing is known, so those read as
// null in the browser. The names follow zod's file; zodJsonSchema.test.ts fails when a zod upgrade adds one.
import { notInTheBrowser } from './zodToJsonSchema.mjs';

/** Nothing aggregated: the browser build has no JSON-schema facts about a schema. */
export const aggregateChecks = () => ({});
export const toJSONSchema = notInTheBrowser('toJSONSchema');
export const allProcessors = {};

export const stringProcessor = notInTheBrowser('stringProcessor');
export const numberProcessor = notInTheBrowser('numberProcessor');
export const booleanProcessor = notInTheBrowser('booleanProcessor');
export const bigintProcessor = notInTheBrowser('bigintProcessor');
export const symbolProcessor = notInTheBrowser('symbolProcessor');
export const nullProcessor = notInTheBrowser('nullProcessor');
export const undefinedProcessor = notInTheBrowser('undefinedProcessor');
export const voidProcessor = notInTheBrowser('voidProcessor');
export const neverProcessor = notInTheBrowser('neverProcessor');
export const anyProcessor = notInTheBrowser('anyProcessor');
export const unknownProcessor = notInTheBrowser('unknownProcessor');
export const dateProcessor = notInTheBrowser('dateProcessor');
export const enumProcessor = notInTheBrowser('enumProcessor');
export const literalProcessor = notInTheBrowser('literalProcessor');
export const nanProcessor = notInTheBrowser('nanProcessor');
export const templateLiteralProcessor = notInTheBrowser('templateLiteralProcessor');
export const fileProcessor = notInTheBrowser('fileProcessor');
export const successProcessor = notInTheBrowser('successProcessor');
export const customProcessor = notInTheBrowser('customProcessor');
export const functionProcessor = notInTheBrowser('functionProcessor');
export const transformProcessor = notInTheBrowser('transformProcessor');
export const mapProcessor = notInTheBrowser('mapProcessor');
export const setProcessor = notInTheBrowser('setProcessor');
export const arrayProcessor = notInTheBrowser('arrayProcessor');
export const objectProcessor = notInTheBrowser('objectProcessor');
export const unionProcessor = notInTheBrowser('unionProcessor');
export const intersectionProcessor = notInTheBrowser('intersectionProcessor');
export const tupleProcessor = notInTheBrowser('tupleProcessor');
export const recordProcessor = notInTheBrowser('recordProcessor');
export const nullableProcessor = notInTheBrowser('nullableProcessor');
export const nonoptionalProcessor = notInTheBrowser('nonoptionalProcessor');
export const defaultProcessor = notInTheBrowser('defaultProcessor');
export const prefaultProcessor = notInTheBrowser('prefaultProcessor');
export const catchProcessor = notInTheBrowser('catchProcessor');
export const pipeProcessor = notInTheBrowser('pipeProcessor');
export const readonlyProcessor = notInTheBrowser('readonlyProcessor');
export const promiseProcessor = notInTheBrowser('promiseProcessor');
export const optionalProcessor = notInTheBrowser('optionalProcessor');
export const lazyProcessor = notInTheBrowser('lazyProcessor');
