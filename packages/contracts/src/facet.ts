import * as z from '@showroom/contracts/z';

export interface FacetValue {
  text: string;
  count: number;
  children?: FacetValue[];
}

export const facetValueSchema: z.ZodMiniType<FacetValue> = z.object({
  text: z.string(),
  count: z.number().check(z.int()).check(z.nonnegative()),
  get children() {
    return z.optional(z.array(facetValueSchema));
  },
});

export const valueFacetSchema = z.object({
  name: z.string(),
  type: z.literal('value'),
  value: z.array(facetValueSchema),
});
export type ValueFacet = z.infer<typeof valueFacetSchema>;

/** A range facet: min and max of the field over the matching documents, count of documents having it. */
export const histogramFacetSchema = z.object({
  name: z.string(),
  type: z.literal('histogram'),
  min: z.number(),
  max: z.number(),
  count: z.number().check(z.int()).check(z.nonnegative()),
});
export type HistogramFacet = z.infer<typeof histogramFacetSchema>;

export const facetSchema = z.discriminatedUnion('type', [valueFacetSchema, histogramFacetSchema]);
export type Facet = z.infer<typeof facetSchema>;

// In a file of its own, without schemas: the browser reads it (zod/mini's calls are not pure, docs/decisions.md).
export { RANGE_FACET_FIELDS } from './rangeFacetFields';
