import type { EmbedData } from '@showroom/contracts/bff-routes';
import { checkFailure, isPlainRecord, type PayloadCheck } from './payloadCheck';

// A partner embed's one data call on load (GET /api/embed-data), checked without zod: the embed then loads zod only
// where a part of it needs it, not to read its first answer (issue 14). A stand-in for bff-routes' embedDataSchema,
// held to its answers by embedDataCheck.test.ts. The props inside were checked by the host against the module's
// catalogue schema, as a server-rendered slot's are.

/** An object as zod's isPlainObject takes it: a literal's or a null-prototype object, not a class instance. */
function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!isPlainRecord(value)) return false;
  const ctor: unknown = value.constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const prototype: unknown = (ctor as { prototype?: unknown }).prototype;
  return isPlainRecord(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf');
}

/** A copy of a record of string keys, as z.record(z.string(), z.unknown()) makes it; null when it is not one. */
function recordOf(value: unknown): Record<string, unknown> | null {
  if (!isPlainObject(value)) return null;
  const copy: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(value)) {
    // Never written as a key of the copy: it would set the copy's prototype.
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
    if (typeof key !== 'string') return null;
    copy[key] = value[key];
  }
  return copy;
}

/** The answer of GET /api/embed-data, as embedDataSchema parses it: the module's props, or that it has nothing to show. */
export const embedDataCheck: PayloadCheck<EmbedData> = {
  safeParse(value) {
    if (!isPlainRecord(value)) return checkFailure('', 'expected an object');
    if (value.kind === 'notFound') return { success: true, data: { kind: 'notFound' } };
    if (value.kind !== 'props') return checkFailure('kind', "expected 'props' or 'notFound'");
    const props = recordOf(value.props);
    return props ? { success: true, data: { kind: 'props', props } } : checkFailure('props', 'expected a record');
  },
};
