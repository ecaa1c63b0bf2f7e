import type { ShowroomApi } from '@showroom/contracts';
import { getSite, localeFromPath, type Language } from '@showroom/sites';
import type { LoadContext, SlotInputs } from '../types';
import { lazyHttpApi } from './lazyHttpApi';

/**
 * The load context of a module mounted in the browser: query from the page's URL; route params as given
 * (the host's page state, an embed's attributes, single-spa props), never re-derived from the URL. The BFF client is
 * the caller's: an embed whose data the host loads takes a lazy one, so the client's route schemas stay out of it.
 */
export function browserContext(siteCode: string, language: Language, apiBase: string, params: readonly string[], api: ShowroomApi): LoadContext {
  const site = getSite(siteCode);
  const url = new URL(window.location.href);
  const { rest } = localeFromPath(site, url.pathname);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return { site, siteCode: site.code, language, path: rest, params: [...params], query, api, apiBase };
}

/** The load context of a slot the host placed: exactly the inputs the server kept for it in the page state. */
export function slotContext(inputs: SlotInputs, apiBase = ''): LoadContext {
  const site = getSite(inputs.site);
  return {
    site,
    siteCode: site.code,
    language: inputs.language,
    path: inputs.path,
    params: [...inputs.params],
    query: inputs.query,
    api: lazyHttpApi(apiBase),
    apiBase,
    ...(inputs.fields ? { fields: inputs.fields } : {}),
  };
}
