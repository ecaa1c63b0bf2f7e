import { type SearchRequestInput, type SearchResult, type ShowroomApi } from '@showroom/contracts';
import { contentListRoutes, searchRoutes } from '@showroom/contracts/bff-routes';
import type { z } from '@showroom/contracts';
import { callBff } from './bff/callBff';

/** The BFF client for browsers and embeds: same interface as the server's in-process API. */
export function createHttpApi(apiBase = ''): ShowroomApi {
  return {
    async search<S extends z.ZodMiniType>(request: SearchRequestInput, item: S): Promise<SearchResult<z.infer<S>>> {
      const answer = await callBff(searchRoutes.search, { body: request }, { apiBase });
      // The route checks the answer's frame; the items' shape is the caller's, so they are parsed here.
      return { ...answer, content: answer.content.map((entry) => item.parse(entry)) };
    },
    facetLabels: (site, language) => callBff(contentListRoutes.facetLabels, { query: { site, language } }, { apiBase }),
    sortOptions: (site, language) => callBff(contentListRoutes.sortOptions, { query: { site, language } }, { apiBase }),
  };
}
