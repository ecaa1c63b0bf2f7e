import type { SearchRequestInput, ShowroomApi } from '@showroom/contracts';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import type { LoadContext } from '@showroom/mfe-runtime';

/**
 * A stand-in search service for tests: answers from the given records, the way the real one
 * filters them, and parses each item with the caller's schema. Records every request.
 */
export function fakeSearchApi(records: Record<string, unknown>[], options: { fail?: Error } = {}) {
  const requests: SearchRequestInput[] = [];
  const api: ShowroomApi = {
    async search(request, item) {
      requests.push(request);
      if (options.fail) throw options.fail;
      // Every filter as the real service reads it: values of a key OR'ed, keys AND'ed, '.neq' excluding.
      const filters = Object.entries(request.filters ?? {});
      const hits = records.filter((r) =>
        filters.every(([key, values]) => {
          const exclude = key.endsWith('.neq');
          const field = r[exclude ? key.slice(0, -4) : key];
          const matches = Array.isArray(field) ? field.some((v) => values.includes(String(v))) : values.includes(String(field));
          return exclude ? !matches : matches;
        }),
      );
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
