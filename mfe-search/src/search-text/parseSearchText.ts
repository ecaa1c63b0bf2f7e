/** Values a facet can take, e.g. { facet: 'car_brand', values: ['BMW', 'Land Rover'] }. */
export interface KnownFacetValues {
  facet: string;
  values: readonly string[];
}

/** Search text split into facet filters and the words left over. */
export interface ParsedSearchText {
  values: Record<string, string[]>;
  keyphrase: string;
}

const MAX_TEXT_LENGTH = 1000;
const MAX_WORDS = 100;
const MAX_VALUE_WORDS = 8;
const MAX_KEYPHRASE_LENGTH = 200;

/**
 * Comparable form of a word run: lower case, hyphens as spaces (so "Mercedes Benz" finds
 * "Mercedes-Benz"), punctuation around words dropped. toLowerCase, not toLocaleLowerCase, so server
 * and browser agree.
 */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[\s-]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * Turns search text into filters and a keyphrase (spec 2 "Search text"): words matching a known
 * facet value (case-insensitive, whole words, the longest value first so "Land Rover" wins over
 * "Land") become that facet's filter, each value once; the other words, de-duplicated
 * case-insensitively with the first spelling kept, are the keyphrase. A value known to several
 * facets goes to the first facet listed.
 */
export function parseSearchText(text: string, knownValues: readonly KnownFacetValues[]): ParsedSearchText {
  const lookup = new Map<string, { facet: string; value: string }>();
  let longest = 1;
  for (const known of Array.isArray(knownValues) ? knownValues : []) {
    const { facet, values } = known ?? {};
    if (typeof facet !== 'string' || !facet || !Array.isArray(values)) continue;
    for (const value of values) {
      if (typeof value !== 'string') continue;
      const key = comparable(value);
      if (!key || lookup.has(key)) continue;
      lookup.set(key, { facet, value });
      longest = Math.max(longest, Math.min(MAX_VALUE_WORDS, key.split(' ').length));
    }
  }

  const words = String(text ?? '')
    .slice(0, MAX_TEXT_LENGTH)
    .split(/[\s,;]+/)
    .filter((word) => comparable(word) !== '')
    .slice(0, MAX_WORDS);
  const values = new Map<string, string[]>();
  const rest: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let size = Math.min(longest, words.length - i); size >= 1 && !matched; size--) {
      const hit = lookup.get(comparable(words.slice(i, i + size).join(' ')));
      if (!hit) continue;
      const list = values.get(hit.facet) ?? [];
      if (!list.includes(hit.value)) values.set(hit.facet, [...list, hit.value]);
      matched = size;
    }
    if (matched) {
      i += matched;
      continue;
    }
    const word = words[i] as string;
    const key = comparable(word);
    if (!seen.has(key)) {
      seen.add(key);
      rest.push(word);
    }
    i++;
  }
  // fromEntries defines own properties, so a facet name can never reach the prototype.
  return { values: Object.fromEntries(values), keyphrase: joinWithin(rest, MAX_KEYPHRASE_LENGTH) };
}

/** Words joined by a space, leaving out the words that would pass the length limit. */
function joinWithin(words: readonly string[], limit: number): string {
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > limit) break;
    out = next;
  }
  return out;
}
