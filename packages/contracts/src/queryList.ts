import * as z from '@showroom/contracts/z';

/**
 * A query parameter that may repeat: one value arrives as a string and several as a list, so it becomes a list
 * either way, then `list` checks it (its items, how many).
 */
export function queryListSchema<L extends z.ZodMiniType<unknown, string[]>>(list: L) {
  return z.pipe(z.pipe(z.union([z.string(), z.array(z.string())]), z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value]))), list);
}
