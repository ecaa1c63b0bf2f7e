import type { AxiosInstance } from 'axios';
import { sortOptionConfigSchema, type SortOptionConfig } from '@showroom/contracts';
import { createContentListSource, type ContentListSource } from '../contentLists/contentListSource';

/** The car list's sort options from the content configuration per site and language, cached like search answers. */
export function createSortOptionsSource(content: AxiosInstance, now: () => number = Date.now, cacheMs = 60_000): ContentListSource<SortOptionConfig> {
  return createContentListSource(content, { field: 'sortOptions', selection: 'Name Label', item: sortOptionConfigSchema }, now, cacheMs);
}
export type SortOptionsSource = ContentListSource<SortOptionConfig>;
