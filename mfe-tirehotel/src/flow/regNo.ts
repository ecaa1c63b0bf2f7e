/** Spec 3 §5.4 and §9: at most 7 characters, continue from 2. */
export const REG_NO_MAX_LENGTH = 7;
export const REG_NO_MIN_LENGTH = 2;

/**
 * What the search field keeps of what is typed: spaces stripped, upper-cased, at most 7. Other
 * characters that are not letters or digits (a dash, say) go too: the search only accepts A-Z and 0-9.
 */
export function normalizeRegNo(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, REG_NO_MAX_LENGTH);
}

/** Continue is enabled at 2 or more characters. */
export function canSearch(regNo: string): boolean {
  return normalizeRegNo(regNo).length >= REG_NO_MIN_LENGTH;
}

/** The `?regNo=` prefill, normalised; undefined when nothing usable is left. */
export function regNoFromQuery(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return undefined;
  const regNo = normalizeRegNo(first.slice(0, 50));
  return regNo === '' ? undefined : regNo;
}
