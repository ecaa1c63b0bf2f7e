import axios, { type AxiosInstance } from 'axios';
import { facetLabelsSchema, searchResponseSchema, sortOptionConfigSchema, type SearchRequest, type ShowroomApi } from '@showroom/contracts';
import type { z } from 'zod';

/**
 * Fetch before XHR: Chromium starts an XHR only once the main thread is free, so a search sent from
 * a click waited behind the render of the list's pending state (~30-70 ms in bench:search-ui); a
 * fetch leaves at once. XHR stays the fallback where there is no fetch (jsdom).
 */
const adapter = ['fetch', 'xhr'];

/** The BFF client for browsers and embeds: same interface as the server's in-process API. */
export function createHttpApi(apiBase = '', client: AxiosInstance = axios.create({ timeout: 15_000, adapter })): ShowroomApi {
  return {
    async search<S extends z.ZodType>(request: SearchRequest, item: S) {
      const { data } = await client.post(`${apiBase}/api/search`, request);
      // Parse, don't cast: what crosses the network is checked against the contract.
      return searchResponseSchema(item).parse(data) as never;
    },
    async facetLabels(site: string, language: string) {
      const { data } = await client.get(`${apiBase}/api/facet-labels`, { params: { site, language } });
      return facetLabelsSchema.parse(data);
    },
    async sortOptions(site: string, language: string) {
      const { data } = await client.get(`${apiBase}/api/sort-options`, { params: { site, language } });
      return sortOptionConfigSchema.array().parse(data);
    },
  };
}
