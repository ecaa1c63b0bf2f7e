import type { SearchRequest, SearchRequestInput } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import { fakeSearchApi, testLoadContext } from '@showroom/test-kit';

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
 * A load context whose api behaves like the BFF's (the test kit's fake search service): it checks the request
 * against the search contract and parses the answer with the caller's item schema. `answer` throwing is a failed upstream.
 */
export function fakeContext(
  answer: (request: SearchRequest) => unknown,
  { siteCode = 'dealergroup-se', language = 'sv', apiBase = '' }: { siteCode?: SiteCode; language?: Language; apiBase?: string } = {},
): LoadContext & { requests: SearchRequestInput[] } {
  const { api, requests } = fakeSearchApi(answer);
  return { ...testLoadContext({ siteCode, language, apiBase, api, path: getSite(siteCode).paths.kits ?? '/' }), requests };
}
