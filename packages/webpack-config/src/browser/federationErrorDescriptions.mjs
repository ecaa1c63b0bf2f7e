// Browser stand-in for @module-federation/error-codes' desc.mjs (browser/federationErrorTexts.cjs): the same maps,
// empty. getShortErrorMsg then writes '#RUNTIME-008' and the docs address of that code instead of the sentence.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
