/**
 * A page request's URL, parsed. `new URL(request.url, base)` reads a path starting with '//' as a host name, and
 * threw for `//%00` (a 500 found by npm run fuzz); the path is put after a fixed origin instead, so every request
 * target the HTTP parser let through parses, '//x' being the path '//x'.
 */
export function requestUrl(raw: string): URL {
  return new URL(`http://host${raw.startsWith('/') ? '' : '/'}${raw}`);
}
