import type { AxiosInstance } from 'axios';
import { facetLabelSchema, type FacetLabel } from '@showroom/contracts';
import { createContentListSource, type ContentListSource } from '../contentLists/contentListSource';

/** Facet labels (spec 2 "Facet": from content configuration) per site and language, cached like search answers. */
export function createFacetLabelsSource(content: AxiosInstance, now: () => number = Date.now, cacheMs = 60_000): ContentListSource<FacetLabel> {
  return createContentListSource(content, { field: 'facetLabels', selection: 'Name Label', item: facetLabelSchema }, now, cacheMs);
}
export type FacetLabelsSource = ContentListSource<FacetLabel>;
