import { checkFailure, checkListOf, isPlainRecord, type PayloadCheck, type PayloadCheckResult } from '@showroom/contracts';
import type { KitsParams } from './kitsParamsSchema';

// The kits parameters checked without zod (issue 14: the kits page validates no form, so it loads no zod): a
// stand-in for ./kitsParamsSchema, held to its answers by kitsParamsCheck.test.ts.

/** The parameters that are one text each (packageIds is a list). */
export const KITS_PARAM_TEXT_KEYS = ['user', 'dealer', 'unit', 'auto', 'transactionId'] as const;

/** A text trimmed as zod's trim() does (String.prototype.trim, before the length checks), when 1 to `max` characters remain. */
function trimmedTextOf(value: unknown, max: number, path: string): PayloadCheckResult<string> {
  if (typeof value !== 'string') return checkFailure(path, 'expected a text');
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > max) return checkFailure(path, `expected a text of 1 to ${max} characters`);
  return { success: true, data: trimmed };
}

/** The package ids as packageIdsSchema parses them: at most 100, each trimmed to 1 to 100 characters. */
function packageIdsOf(value: unknown, path: string): PayloadCheckResult<string[]> {
  return checkListOf(value, 100, 'ids', (entry, at) => trimmedTextOf(entry, 100, at), path);
}

/** One parameter's value, as kitsParamTextSchema checks it: trimmed, then 1 to 200 characters. */
export const kitsParamTextCheck: PayloadCheck<string> = { safeParse: (value) => trimmedTextOf(value, 200, '') };

/** The packageIds list, as packageIdsSchema checks it. */
export const packageIdsCheck: PayloadCheck<string[]> = { safeParse: (value) => packageIdsOf(value, '') };

/** The stored parameters, as kitsParamsSchema parses them: every field optional, unknown keys left behind. */
export const kitsParamsCheck: PayloadCheck<KitsParams> = {
  safeParse(value) {
    if (!isPlainRecord(value)) return checkFailure('', 'expected an object');
    const params: KitsParams = {};
    // zod's optional keeps a key that is there with undefined (as undefined) and leaves out one that is not there.
    for (const key of KITS_PARAM_TEXT_KEYS) {
      if (!(key in value)) continue;
      const field = value[key];
      if (field === undefined) {
        params[key] = undefined;
        continue;
      }
      const text = trimmedTextOf(field, 200, key);
      if (!text.success) return text;
      params[key] = text.data;
    }
    if ('packageIds' in value) {
      const field = value.packageIds;
      if (field === undefined) params.packageIds = undefined;
      else {
        const ids = packageIdsOf(field, 'packageIds');
        if (!ids.success) return ids;
        params.packageIds = ids.data;
      }
    }
    return { success: true, data: params };
  },
};
