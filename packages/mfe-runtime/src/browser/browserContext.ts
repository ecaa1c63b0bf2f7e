import { createHttpApi } from '@showroom/api-client';
import { getSite, localeFromPath, type Language } from '@showroom/sites';
import type { LoadContext } from '../types';

/** The load context of a module mounted in the browser, from the page's URL. */
export function browserContext(siteCode: string, language: Language, apiBase: string, pageBase?: string): LoadContext {
  const site = getSite(siteCode);
  const url = new URL(window.location.href);
  const { rest } = localeFromPath(site, url.pathname);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  const params = pageBase && rest.startsWith(`${pageBase}/`) ? rest.slice(pageBase.length + 1).split('/') : [];
  return { site, siteCode: site.code, language, path: rest, params, query, api: createHttpApi(apiBase), apiBase };
}
