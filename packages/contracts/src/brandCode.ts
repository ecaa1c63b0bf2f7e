/** Codes that keep their underscore although their prefix is a brand code too (spec 2 "Brand logo"). */
export const UNDERSCORE_BRAND_CODES: ReadonlySet<string> = new Set(['FI_TR', 'MH_TR']);

/**
 * The brand code a logo is keyed by: FI_TR and MH_TR stay as they are; any other code whose
 * prefix before an underscore is a known parent code collapses to that parent ("MB_VAN" -> "MB").
 * A code with an unknown prefix is left alone.
 */
export function normalizeBrandCode(code: string, parentCodes: ReadonlySet<string>): string {
  const trimmed = code.trim().toUpperCase();
  if (UNDERSCORE_BRAND_CODES.has(trimmed)) return trimmed;
  const underscore = trimmed.indexOf('_');
  if (underscore <= 0) return trimmed;
  const parent = trimmed.slice(0, underscore);
  return parentCodes.has(parent) ? parent : trimmed;
}

/** The code of a brand known only by its display name: upper case, letters and digits only ("Mercedes-Benz" -> "MERCEDESBENZ"). */
export function brandCodeOfName(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}
