import type { BasketState } from '../busTopics';
import { checkFailure, checkListOf, isPlainRecord, isStringUpTo, type PayloadCheck, type PayloadCheckResult } from './payloadCheck';

// The kits basket a page reads back from the browser's storage, checked without zod: a stand-in for
// ../busTopics's basketStateSchema (the kits page validates no form, so it should not load zod for this),
// held to its answers by basketCheck.test.ts.

type BasketItem = BasketState[number];

/** A basket item as basketStateSchema's item parses it: its two fields, unknown keys left behind. */
function basketItemOf(value: unknown, path: string): PayloadCheckResult<BasketItem> {
  if (!isPlainRecord(value)) return checkFailure(path, 'expected an object');
  const { kitId, name } = value;
  if (typeof kitId !== 'string' || kitId.length < 1 || kitId.length > 100) return checkFailure(`${path}.kitId`, 'expected a text of 1 to 100 characters');
  if (!isStringUpTo(name, 300)) return checkFailure(`${path}.name`, 'expected a text of at most 300 characters');
  return { success: true, data: { kitId, name } };
}

/** The kits basket, as basketStateSchema checks it: at most 500 kits. */
export const basketStateCheck: PayloadCheck<BasketState> = { safeParse: (value) => checkListOf(value, 500, 'kits', basketItemOf) };
