import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { UpstreamError } from '../../upstreams/http';

/** A list the content configuration holds per site and language (facet labels, sort options ...). */
export interface ContentListSpec<T> {
  /** The graph field, e.g. 'facetLabels'; it takes site and language. */
  field: string;
  /** The fields selected of each item, e.g. 'Name Label'. */
  selection: string;
  item: z.ZodType<T>;
}

/** Reads a content configuration list per site and language, cached like search answers (60 s by default). */
export function createContentListSource<T>(content: AxiosInstance, spec: ContentListSpec<T>, now: () => number = Date.now, cacheMs = 60_000) {
  const query = `query ContentList($site: String!, $language: String) { ${spec.field}(site: $site, language: $language) { ${spec.selection} } }`;
  const answerSchema = z.object({ data: z.record(z.string(), z.array(spec.item)).nullish(), errors: z.array(z.object({ message: z.string() })).nullish() });
  const cache = new Map<string, { at: number; items: T[] }>();
  return async (site: string, language: string): Promise<T[]> => {
    const key = `${site}:${language}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheMs) return hit.items;
    const response = await content.post('/graphql', { query, variables: { site, language } });
    if (response.status !== 200) throw new UpstreamError('content', `answered ${response.status}`, response.status);
    const answer = answerSchema.safeParse(response.data);
    if (!answer.success) throw new UpstreamError('content', `unexpected ${spec.field} answer`);
    const items = answer.data.data?.[spec.field];
    if (answer.data.errors?.length || !items) throw new UpstreamError('content', answer.data.errors?.map((e) => e.message).join('; ') ?? 'no data');
    cache.set(key, { at: now(), items });
    return items;
  };
}
export type ContentListSource<T> = (site: string, language: string) => Promise<T[]>;
