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

/** Fields the search service facets as ranges (spec 2, "Range filters"). */
export const RANGE_FACET_FIELDS = [
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_power',
  'gross_price',
  'retailPrice',
] as const;
