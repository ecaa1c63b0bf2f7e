import { KITS_PARAM_TEXT_KEYS, kitsParamTextCheck, kitsParamsCheck, packageIdsCheck } from './kitsParamsCheck';
import type { KitsParams } from './kitsParamsSchema';

export type { KitsParams } from './kitsParamsSchema';

/** Where the kits parameters are kept for the visit (spec 3 §2.1 "Kits parameters stored"). */
export const KITS_PARAMS_KEY = 'showroom.kits.params';

type QueryLike = Record<string, string | string[] | undefined> | URLSearchParams;
const first = (query: QueryLike, key: string): unknown => (query instanceof URLSearchParams ? query.get(key) ?? undefined : [query[key]].flat()[0]);

/**
 * The kits parameters in a page's query; each one that is missing or unusable is left out, never fatal.
 * packageIds is a comma-separated list ("50001,50002").
 */
export function parseKitsParams(query: QueryLike): KitsParams {
  const params: KitsParams = {};
  for (const key of KITS_PARAM_TEXT_KEYS) {
    const parsed = kitsParamTextCheck.safeParse(first(query, key));
    if (parsed.success) params[key] = parsed.data;
  }
  const ids = first(query, 'packageIds');
  if (typeof ids === 'string') {
    const parsed = packageIdsCheck.safeParse(ids.split(',').map((id) => id.trim()).filter(Boolean));
    if (parsed.success && parsed.data.length > 0) params.packageIds = parsed.data;
  }
  return params;
}

/** The stored parameters; nothing (not a crash) when storage is missing, blocked or holds something else. */
export function readKitsParams(storage: Pick<Storage, 'getItem'> | undefined): KitsParams {
  try {
    const raw = storage?.getItem(KITS_PARAMS_KEY);
    if (!raw) return {};
    const parsed = kitsParamsCheck.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the page's parameters for the visit: those in the query replace the stored ones of the same name, the
 * others stay (a later page of the visit without them still knows the dealer). Returns what is now stored.
 */
export function storeKitsParams(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, fromQuery: KitsParams): KitsParams {
  const merged = { ...readKitsParams(storage), ...fromQuery };
  if (Object.keys(fromQuery).length === 0) return merged;
  try {
    storage?.setItem(KITS_PARAMS_KEY, JSON.stringify(merged));
  } catch {
    // Storage full or blocked: the parameters still hold for this page.
  }
  return merged;
}
