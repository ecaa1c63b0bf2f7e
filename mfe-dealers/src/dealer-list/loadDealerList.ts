import { siteCardSchema, siteFacetsOf, siteListRequest, type DealerListProps, type ShowroomApi, type SiteCard, type SiteCodeValue, type SiteListOptions } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';
import { facetsOf } from '../facets/facetsConfig';
import { finderStateFromQuery } from '../site-list-state/finderState';
import { lastPageOf, siteListStateFromQuery } from '../site-list-state/siteListState';

type Loaded = Extract<DealerListProps['result'], { state: 'loaded' }>;

/**
 * Pages 0..page of the list, as after a reload of a URL with page=N: page 0 first (its total says how
 * many pages there are, its facets are the list's), then the others at once. Each page is the same
 * query show-more sends.
 */
async function loadPages(api: ShowroomApi, site: SiteCodeValue, search: string, page: number, options: SiteListOptions): Promise<Loaded & { page: number }> {
  const first = await api.search(siteListRequest(site, 0, search, options), siteCardSchema);
  const last = Math.min(page, lastPageOf(first.total_items));
  const rest = await Promise.all(Array.from({ length: last }, (_, i) => api.search(siteListRequest(site, i + 1, search, options), siteCardSchema)));
  const sites: SiteCard[] = [first, ...rest].flatMap((answer) => answer.content);
  return { state: 'loaded', sites, total: first.total_items, facets: siteFacetsOf(first.facet, options.facets ?? []), page: last };
}

/**
 * The dealer site list for the page's URL (its search, page, near point and facet values) and the
 * facets its content block configures; a failed search is the list's error state.
 */
export async function loadDealerList(ctx: LoadContext): Promise<LoadResult<DealerListProps>> {
  const dealersPath = pagePath(ctx.site, 'dealers', ctx.language);
  if (dealersPath === null) return { kind: 'notFound' };
  const { search, page } = siteListStateFromQuery(ctx.query);
  const facetNames = facetsOf(ctx.fields);
  const { near, filters } = finderStateFromQuery(ctx.query, facetNames);
  const base = { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, dealersPath, search, near, facetNames, filters };
  const title = createTranslator(ctx.language)('dealers.heading');
  try {
    const { page: loadedPage, ...result } = await loadPages(ctx.api, ctx.siteCode, search, page, { near, facets: facetNames, filters });
    return { kind: 'props', title, props: { ...base, page: loadedPage, result } };
  } catch {
    // Spec 2 §8: a list error shows the generic carListError text; the page itself stays.
    return { kind: 'props', title, props: { ...base, page: 0, result: { state: 'error' } } };
  }
}
