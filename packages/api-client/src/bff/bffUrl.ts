import type { BffQueryValue } from '@showroom/contracts/bff-routes';

/** The path with each `:name` segment replaced by its value, URL-encoded (a '/' in a value stays inside its segment). */
export function fillBffPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x&b=y`: a list repeats its key, undefined and null are left out, every key and value URL-encoded. */
export function bffQueryString(query: Readonly<Record<string, BffQueryValue>> = {}): string {
  const pairs = Object.entries(query).flatMap(([key, value]) => {
    if (value === undefined || value === null) return [];
    const values = Array.isArray(value) ? value : [value];
    return values.map((item: string | number | boolean) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}
