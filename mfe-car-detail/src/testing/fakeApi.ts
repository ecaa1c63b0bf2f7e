import type { SearchRequestInput, ShowroomApi } from '@showroom/contracts';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import type { LoadContext } from '@showroom/mfe-runtime';

/**
 * A stand-in search service for tests: answers from the given records, the way the real one
 * does for a car_id filter, and parses each item with the caller's schema. Records every request.
 */
export function fakeSearchApi(records: Record<string, unknown>[], options: { fail?: Error } = {}) {
  const requests: SearchRequestInput[] = [];
  const api: ShowroomApi = {
    async search(request, item) {
      requests.push(request);
      if (options.fail) throw options.fail;
      const ids = request.filters?.car_id;
      const hits = ids ? records.filter((r) => ids.includes(String(r.car_id))) : records;
      const page = hits.slice(request.offset ?? 0, (request.offset ?? 0) + (request.limit ?? 24));
      return { facet: [], content: page.map((r) => item.parse(r)), total_items: hits.length, limit: request.limit ?? 24, offset: request.offset ?? 0 };
    },
  };
  return { api, requests };
}

/** A load context for a site and language, as the host builds it. */
export function loadContext(siteCode: SiteCode, language: Language, params: string[], api: ShowroomApi): LoadContext {
  return { site: getSite(siteCode), siteCode, language, path: '/', params, query: {}, api, apiBase: '' };
}
