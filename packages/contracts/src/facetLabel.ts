import * as z from '@showroom/contracts/z';

/** A facet's label from the content configuration (spec 2 "Facet"): Name is the facet name, levels joined by '>'. */
export const facetLabelSchema = z.object({ Name: z.string().check(z.minLength(1)), Label: z.string().check(z.minLength(1)) });
export type FacetLabel = z.infer<typeof facetLabelSchema>;

export const facetLabelsSchema = z.array(facetLabelSchema);

/** Labels keyed by facet name; the last entry wins for a repeated name. */
export function facetLabelMap(labels: readonly FacetLabel[]): Record<string, string> {
  return Object.fromEntries(labels.map((label) => [label.Name, label.Label]));
}
