import { searchRequestSchema, searchResponseSchema, type SearchRequest, type SearchRequestInput, type ShowroomApi } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, type Language, type SiteCode } from '@showroom/sites';

/** A search service that answers nothing: a module whose loadData must not search fails the test when it does. */
export const noSearchApi = (): ShowroomApi => ({ search: jest.fn(() => Promise.reject(new Error('loadData must not search'))) });

/** A load context as the host builds it (dealergroup-se, Swedish, '/', no params or query); override what a test needs. */
export function testLoadContext(overrides: Partial<Omit<LoadContext, 'site' | 'siteCode' | 'language'>> & { siteCode?: SiteCode; language?: Language } = {}): LoadContext {
  const { siteCode = 'dealergroup-se', language = 'sv', ...rest } = overrides;
  return { site: getSite(siteCode), siteCode, language, path: '/', params: [], query: {}, api: noSearchApi(), apiBase: '', ...rest };
}

/** Records as the search index holds them (filtered, in index order), or an answer function given the checked request. */
export type FakeSearchSource = Record<string, unknown>[] | ((request: SearchRequest) => unknown);

/**
 * A stand-in search service that behaves like the BFF's: the request is checked against the search contract,
 * records are filtered as the real service reads filters (values of a key OR'ed, keys AND'ed, '.neq' excluding)
 * and paged, and the answer is parsed with the caller's item schema. Records every request as sent; `fail` rejects each.
 */
export function fakeSearchApi(source: FakeSearchSource, options: { fail?: Error } = {}): { api: ShowroomApi; requests: SearchRequestInput[] } {
  const requests: SearchRequestInput[] = [];
  const api: ShowroomApi = {
    async search(input, item) {
      // Recorded as the module sent it; checked against the contract as the BFF would check it.
      requests.push(input);
      const request = searchRequestSchema.parse(input);
      if (options.fail) throw options.fail;
      return searchResponseSchema(item).parse(typeof source === 'function' ? source(request) : answerFrom(source, request));
    },
  };
  return { api, requests };
}

function answerFrom(records: Record<string, unknown>[], request: SearchRequest) {
  const filters = Object.entries(request.filters ?? {});
  const hits = records.filter((record) =>
    filters.every(([key, values]) => {
      const exclude = key.endsWith('.neq');
      const field = record[exclude ? key.slice(0, -4) : key];
      const matches = Array.isArray(field) ? field.some((v) => values.includes(String(v))) : values.includes(String(field));
      return exclude ? !matches : matches;
    }),
  );
  const offset = request.offset ?? 0;
  const limit = request.limit ?? 24;
  return { facet: [], content: hits.slice(offset, offset + limit), total_items: hits.length, limit, offset };
}
