import type { SearchRequestInput, ShowroomApi } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, type Language, type SiteCode } from '@showroom/sites';

/**
 * A stand-in search service for tests: pages through the given records (already in index order)
 * and parses each with the caller's schema, as the BFF does. Records every request.
 */
export function fakeSearchApi(records: Record<string, unknown>[], options: { fail?: Error } = {}) {
  const requests: SearchRequestInput[] = [];
  const api: ShowroomApi = {
    async search(request, item) {
      requests.push(request);
      if (options.fail) throw options.fail;
      const offset = request.offset ?? 0;
      const limit = request.limit ?? 24;
      return { facet: [], content: records.slice(offset, offset + limit).map((r) => item.parse(r)), total_items: records.length, limit, offset };
    },
  };
  return { api, requests };
}

/** A load context for a site and language, as the host builds it. */
export function loadContext(siteCode: SiteCode, language: Language, api: ShowroomApi): LoadContext {
  return { site: getSite(siteCode), siteCode, language, path: '/', params: [], query: {}, api, apiBase: '' };
}
