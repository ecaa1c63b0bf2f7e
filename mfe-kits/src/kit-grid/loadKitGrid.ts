import { partialKitSchema, type KitGridProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { kitSearchRequest } from '../search/kitSearchRequest';
import { parseSearchState } from '../search/searchStateParse';
import { toKitCards } from './kitCard';

export { KIT_PAGE_SIZE } from '../search/kitSearchRequest';

/**
 * The first page of kits, prefetched on the server (spec 3, 2.1) for the search in the page's query (keyphrase
 * and filters), so a shared or reloaded search comes back as it was. Only sites with a kits page have one; a
 * failed search is the grid's error state, not an exception.
 */
export async function loadKitGrid(ctx: LoadContext): Promise<LoadResult<KitGridProps>> {
  // A site lacks a page kind it has no path for (as pagePath of @showroom/sites says, whose import would be first-load bytes).
  if (ctx.site.paths.kits === undefined) return { kind: 'notFound' };
  const base = { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase };
  const title = createTranslator(ctx.language)('kits.heading');
  try {
    const result = await ctx.api.search(kitSearchRequest(ctx.siteCode, parseSearchState(ctx.query), 0, false), partialKitSchema);
    return { kind: 'props', title, props: { ...base, result: { state: 'loaded', kits: toKitCards(result.content), total: result.total_items } } };
  } catch {
    return { kind: 'props', title, props: { ...base, result: { state: 'error' } } };
  }
}
