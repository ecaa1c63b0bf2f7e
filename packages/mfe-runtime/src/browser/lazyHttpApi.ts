import type { SearchRequestInput, SearchResult, ShowroomApi } from '@showroom/contracts';
import type * as z from '@showroom/contracts/z';
import { onDemand } from './onDemand';

type HttpApiModule = Pick<typeof import('@showroom/api-client'), 'createHttpApi'>;

const importHttpApi = (): Promise<HttpApiModule> => import(/* webpackChunkName: "bff-client", webpackExports: ["createHttpApi"] */ '@showroom/api-client');

/**
 * The BFF client of a slot's loader, fetched with its route schemas on the first call. The server renders and
 * loads a page's slots, so most pages never call it in the browser, and the host's main.js need not carry it.
 */
export function lazyHttpApi(apiBase: string, load: () => Promise<HttpApiModule> = importHttpApi): ShowroomApi {
  // Fetched once; a chunk that failed to arrive (a dropped connection) is fetched again by the next call.
  const client = onDemand(() => load().then(({ createHttpApi }) => createHttpApi(apiBase)));
  return {
    async search<S extends z.ZodMiniType>(request: SearchRequestInput, item: S): Promise<SearchResult<z.infer<S>>> {
      return (await client()).search(request, item);
    },
    facetLabels: async (site, language) => (await client()).facetLabels?.(site, language) ?? [],
    sortOptions: async (site, language) => (await client()).sortOptions?.(site, language) ?? [],
  };
}
