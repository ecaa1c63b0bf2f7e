import { searchRequestSchema, searchResponseSchema, type SearchRequest, type ShowroomApi } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import type { z } from 'zod';

/** Kits as the kits index answers for dealergroup-se (shape of the sandbox seed): one without currency. */
export const KITS_RESPONSE = {
  facet: [],
  total_items: 287,
  limit: 48,
  offset: 0,
  content: [
    {
      kitId: '50001',
      kitCode: 'K50001',
      name: 'Takbox 420 l XC60',
      status: 'Active',
      images: ['/-/media/kits/50001/1.svg', '/-/media/kits/50001/2.svg'],
      retailPrice: 7490,
      currency: 'SEK',
    },
    {
      kitId: '50002',
      kitCode: 'K50002',
      name: 'Gummimattor V60',
      status: 'Campaign',
      images: ['/-/media/kits/50002/1.svg'],
      retailPrice: 1290,
    },
  ],
};

/**
 * A load context whose api behaves like the BFF's: it checks the request against the search
 * contract and parses the answer with the caller's item schema. `answer` throwing is a failed upstream.
 */
export function fakeContext(
  answer: (request: SearchRequest) => unknown,
  { siteCode = 'dealergroup-se', language = 'sv', apiBase = '' }: { siteCode?: SiteCode; language?: Language; apiBase?: string } = {},
): LoadContext & { requests: SearchRequest[] } {
  const requests: SearchRequest[] = [];
  const api: ShowroomApi = {
    async search<S extends z.ZodType>(input: Parameters<ShowroomApi['search']>[0], item: S) {
      const request = searchRequestSchema.parse(input);
      requests.push(request);
      return searchResponseSchema(item).parse(answer(request)) as never;
    },
  };
  const site = getSite(siteCode);
  return { site, siteCode, language, path: site.paths.kits ?? '/', params: [], query: {}, api, apiBase, requests };
}
