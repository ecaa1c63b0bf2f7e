const separators = new Map<string, string>();

/** The digit group separator of a locale ("," in en-GB; a no-break space in sv-SE), '' when unknown. */
export function groupSeparator(intl: string): string {
  let separator = separators.get(intl);
  if (separator === undefined) {
    try {
      separator = new Intl.NumberFormat(intl).formatToParts(10000).find((part) => part.type === 'group')?.value ?? '';
    } catch {
      separator = '';
    }
    separators.set(intl, separator);
  }
  return separator;
}

/**
 * Parses a typed range bound: spaces (also no-break and thin ones) and the locale's group separator
 * are stripped, then it must be a whole number. '' is an open side (undefined); anything else is null.
 */
export function parseBound(text: string, separator = ''): number | undefined | null {
  let compact = String(text ?? '').replace(/\s+/g, '');
  if (separator && !/\s/.test(separator)) compact = compact.split(separator).join('');
  if (compact === '') return undefined;
  // 15 digits stay within Number's exact integers.
  if (!/^-?\d{1,15}$/.test(compact)) return null;
  return Number(compact);
}
