import type { AxiosInstance } from 'axios';
import { facetLabelsSchema, type FacetLabel } from '@showroom/contracts';
import { z } from 'zod';
import { UpstreamError } from '../../upstreams/http';

const QUERY = 'query FacetLabels($site: String!, $language: String) { facetLabels(site: $site, language: $language) { Name Label } }';
const answerSchema = z.object({ data: z.object({ facetLabels: facetLabelsSchema }).nullish(), errors: z.array(z.object({ message: z.string() })).nullish() });

/** Facet labels (spec 2 "Facet": from content configuration) per site and language, cached like search answers. */
export function createFacetLabelsSource(content: AxiosInstance, now: () => number = Date.now, cacheMs = 60_000) {
  const cache = new Map<string, { at: number; labels: FacetLabel[] }>();
  return async (site: string, language: string): Promise<FacetLabel[]> => {
    const key = `${site}:${language}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheMs) return hit.labels;
    const response = await content.post('/graphql', { query: QUERY, variables: { site, language } });
    if (response.status !== 200) throw new UpstreamError('content', `answered ${response.status}`, response.status);
    const answer = answerSchema.safeParse(response.data);
    if (!answer.success) throw new UpstreamError('content', 'unexpected facet labels answer');
    if (answer.data.errors?.length || !answer.data.data) throw new UpstreamError('content', answer.data.errors?.map((e) => e.message).join('; ') ?? 'no data');
    cache.set(key, { at: now(), labels: answer.data.data.facetLabels });
    return answer.data.data.facetLabels;
  };
}
export type FacetLabelsSource = ReturnType<typeof createFacetLabelsSource>;
