import type { Facet, FacetRequest, FacetValue } from '@showroom/contracts';
import { SearchInputError } from './errors';
import type { FieldKind } from './indexSpecs';

type Doc = Record<string, unknown>;

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
export function computeFacet(request: FacetRequest, docs: readonly Doc[], fields: Record<string, FieldKind>): Facet {
  if (isHistogramFacet(request.name, fields)) {
    let min = Infinity;
    let max = -Infinity;
    let count = 0;
    for (const doc of docs) {
      const value = doc[request.name];
      if (typeof value !== 'number') continue;
      count++;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return { name: request.name, type: 'histogram', min: count ? min : 0, max: count ? max : 0, count };
  }
  const levels = request.name.split('>');
  return { name: request.name, type: 'value', value: countLevels(docs, levels, request.sort_order) };
}

function countLevels(docs: readonly Doc[], levels: readonly string[], order: FacetRequest['sort_order']): FacetValue[] {
  const [level, ...rest] = levels;
  if (!level) return [];
  const groups = new Map<string, Doc[]>();
  for (const doc of docs) {
    for (const text of valuesOf(doc[level])) {
      const group = groups.get(text);
      if (group) group.push(doc);
      else groups.set(text, [doc]);
    }
  }
  const values: FacetValue[] = [...groups].map(([text, group]) => {
    const value: FacetValue = { text, count: group.length };
    if (rest.length) value.children = countLevels(group, rest, order);
    return value;
  });
  return values.sort(facetComparator(order));
}

function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '').map(String);
  return [String(value)];
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
