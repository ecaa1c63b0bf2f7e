import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { createContentGraph } from '../../upstreams/contentGraph';

/** A list the content configuration holds per site and language (facet labels, sort options ...). */
export interface ContentListSpec<T> {
  /** The graph field, e.g. 'facetLabels'; it takes site and language. */
  field: string;
  /** The fields selected of each item, e.g. 'Name Label'. */
  selection: string;
  item: z.ZodMiniType<T>;
}

/** Reads a content configuration list per site and language, cached like search answers (60 s by default). */
export function createContentListSource<T>(content: AxiosInstance, spec: ContentListSpec<T>, now: () => number = Date.now, cacheMs = 60_000) {
  const query = `query ContentList($site: String!, $language: String) { ${spec.field}(site: $site, language: $language) { ${spec.selection} } }`;
  const graph = createContentGraph(content);
  const items = z.array(spec.item);
  const cache = new Map<string, { at: number; items: T[] }>();
  return async (site: string, language: string): Promise<T[]> => {
    const key = `${site}:${language}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheMs) return hit.items;
    const answer = await graph(query, { site, language }, spec.field, items);
    cache.set(key, { at: now(), items: answer });
    return answer;
  };
}
export type ContentListSource<T> = (site: string, language: string) => Promise<T[]>;
