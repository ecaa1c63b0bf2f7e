/** The parts of a configured search URL: address, its own query params (keyphrase dropped) and hash. */
export interface SearchUrlParts {
  action: string;
  params: [string, string][];
  hash: string;
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** Splits a configured search URL; its own keyphrase is dropped because the search term replaces it. */
export function splitSearchUrl(searchUrl: string): SearchUrlParts {
  const hashAt = indexOr(searchUrl, '#');
  const beforeHash = searchUrl.slice(0, hashAt);
  const queryAt = indexOr(beforeHash, '?');
  const params = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    })
    .filter(([name]) => name !== 'keyphrase');
  return { action: beforeHash.slice(0, queryAt), params, hash: searchUrl.slice(hashAt) };
}

function indexOr(text: string, char: string): number {
  const at = text.indexOf(char);
  return at < 0 ? text.length : at;
}

/** Where the navigation search goes: the search URL with `keyphrase` set to the term, its other params kept. */
export function searchTarget(searchUrl: string, term: string): string {
  const { action, params, hash } = splitSearchUrl(searchUrl);
  const query = [...params, ['keyphrase', term] as const].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${action}?${query.join('&')}${hash}`;
}
