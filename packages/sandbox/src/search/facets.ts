import type { Facet, FacetRequest, FacetValue } from '@showroom/contracts';
import type { Bitset } from './bitset';
import { SearchInputError } from './errors';
import type { FacetColumns, ValueColumn } from './facetColumns';
import type { FieldKind } from './indexSpecs';

/** Range facets are histograms; everything else counts values. */
export function isHistogramFacet(name: string, fields: Record<string, FieldKind>): boolean {
  return !name.includes('>') && fields[name] === 'number';
}

/** Checks a facet name against the index's fields. */
export function assertFacet(name: string, fields: Record<string, FieldKind>): void {
  for (const level of name.split('>')) {
    if (!fields[level]) throw new SearchInputError(`Unknown facet: ${level}`);
  }
}

/** Computes one facet over the matching documents. */
export function computeFacet(request: FacetRequest, matches: Bitset, columns: FacetColumns, fields: Record<string, FieldKind>): Facet {
  if (isHistogramFacet(request.name, fields)) {
    const { values, present } = columns.numbers(request.name);
    let min = Infinity;
    let max = -Infinity;
    let count = 0;
    for (const doc of matches.clone().and(present).toArray()) {
      const value = values[doc] as number;
      count++;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return { name: request.name, type: 'histogram', min: count ? min : 0, max: count ? max : 0, count };
  }
  const levels = request.name.split('>').map((level) => columns.values(level));
  return { name: request.name, type: 'value', value: countLevels(matches.toArray(), levels, request.sort_order) };
}

function countLevels(docs: ArrayLike<number>, levels: readonly ValueColumn[], order: FacetRequest['sort_order']): FacetValue[] {
  const [level, ...rest] = levels;
  if (!level) return [];
  const groups = level.group(docs, rest.length > 0);
  const values: FacetValue[] = groups.codes.map((code, i) => {
    const value: FacetValue = { text: level.texts[code] as string, count: groups.counts[i] as number };
    if (rest.length) value.children = countLevels(groups.members[i] as Uint32Array, rest, order);
    return value;
  });
  return values.sort(facetComparator(order));
}

function facetComparator(order: FacetRequest['sort_order']): (a: FacetValue, b: FacetValue) => number {
  const byText = (a: FacetValue, b: FacetValue) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  switch (order) {
    case 'count_asc':
      return (a, b) => a.count - b.count || byText(a, b);
    case 'text_asc':
      return byText;
    case 'text_desc':
      return (a, b) => byText(b, a);
    default:
      return (a, b) => b.count - a.count || byText(a, b);
  }
}
