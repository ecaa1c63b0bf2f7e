import type { SearchBatchResult, SearchResult } from '../api';
import type { Facet, FacetValue, HistogramFacet, ValueFacet } from '../facet';
import { anyNumber, anyText, countNumber, listOf, objectOf, oneOf, optional, type FieldCheck } from './fieldChecks';
import { checkFailure, isPlainRecord, type PayloadCheck, type PayloadCheckResult } from './payloadCheck';

// A search answer as the car list reads it in the browser, without zod (issue 14). The stand-in for search.ts's
// searchResponseSchema(item) and facet.ts's facetSchema, held to their answers by searchAnswerCheck.test.ts.

const facetValue: FieldCheck<FacetValue> = (value, path) => facetValueFields(value, path);
// No list in a search answer is bounded by its schema: listOf's default bound.
const facetValues: FieldCheck<FacetValue[]> = listOf(facetValue);
// A facet value's children are facet values: the check refers to itself through facetValues, as the schema's getter does.
const facetValueFields = objectOf<FacetValue>({ text: anyText, count: countNumber, children: optional(facetValues) });

const valueFacet = objectOf<ValueFacet>({
  name: anyText,
  type: oneOf(['value']),
  value: facetValues,
});

const histogramFacet = objectOf<HistogramFacet>({
  name: anyText,
  type: oneOf(['histogram']),
  min: anyNumber,
  max: anyNumber,
  count: countNumber,
});

/** One facet as facetSchema parses it: by its `type`, a value facet (its values, nested) or a range. */
export const facetCheck: FieldCheck<Facet> = (value, path) => {
  if (!isPlainRecord(value)) return checkFailure(path, 'expected an object');
  if (value.type === 'value') return valueFacet(value, path);
  if (value.type === 'histogram') return histogramFacet(value, path);
  return checkFailure(path ? `${path}.type` : 'type', "expected 'value' or 'histogram'");
};

const facets = listOf(facetCheck);

/** A search answer as searchResponseSchema(item) parses it, each hit read by `item`. */
export function searchAnswerCheck<T>(item: PayloadCheck<T>): PayloadCheck<SearchResult<T>> {
  const hit: FieldCheck<T> = (value, path): PayloadCheckResult<T> => {
    const checked = item.safeParse(value);
    return checked.success ? checked : checkFailure(path, checked.error.message);
  };
  const answer = objectOf<SearchResult<T>>({
    facet: facets,
    content: listOf(hit),
    total_items: countNumber,
    limit: countNumber,
    offset: countNumber,
  });
  return { safeParse: (value) => answer(value, '') };
}

/** A batch's answers as the batch route's schema parses them: a list of search answers, each hit read by `item`. */
export function searchBatchAnswerCheck<T>(item: PayloadCheck<T>): PayloadCheck<SearchBatchResult<T>> {
  const one = searchAnswerCheck(item);
  const answer: FieldCheck<SearchResult<T>> = (value, path) => {
    const checked = one.safeParse(value);
    return checked.success ? checked : checkFailure(path, checked.error.message);
  };
  const batch = objectOf<SearchBatchResult<T>>({ answers: listOf(answer) });
  return { safeParse: (value) => batch(value, '') };
}
