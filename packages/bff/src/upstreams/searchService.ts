import type { AxiosInstance } from 'axios';
import { searchRequestSchema, searchResponseSchema, type SearchRequestInput, type SearchResult, type ShowroomApi } from '@showroom/contracts';
import * as z from 'zod/mini';
import { UpstreamError } from './http';

export const SEARCH_CACHE_MS = 60_000; // spec 2 §7: search results are cached for 60 s
const MAX_CACHE_ENTRIES = 500;

/** The search service behind the BFF: validates, caches for `cacheMs` (60 s), and parses what comes back. */
export function createSearchService(client: AxiosInstance, now: () => number = Date.now, cacheMs = SEARCH_CACHE_MS) {
  const cache = new Map<string, { at: number; body: unknown }>();

  async function raw(input: SearchRequestInput): Promise<unknown> {
    const request = searchRequestSchema.parse(input);
    const key = JSON.stringify(request);
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheMs) return hit.body;
    const response = await client.post('/v1/query', request);
    if (response.status !== 200) throw new UpstreamError('search', `answered ${response.status}`, response.status);
    if (cache.size >= MAX_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: now(), body: response.data });
    return response.data;
  }

  const api: ShowroomApi = {
    async search<S extends z.ZodMiniType>(request: SearchRequestInput, item: S): Promise<SearchResult<z.infer<S>>> {
      const parsed = searchResponseSchema(item).safeParse(await raw(request));
      if (!parsed.success) throw new UpstreamError('search', `unexpected response: ${parsed.error.message.slice(0, 300)}`);
      return parsed.data as SearchResult<z.infer<S>>;
    },
  };
  return { raw, api, clear: () => cache.clear() };
}
export type SearchService = ReturnType<typeof createSearchService>;
