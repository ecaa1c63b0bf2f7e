import { SITE_CARD_FIELDS, siteCardSchema, type DealerListProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';

export const SITE_LIST_PAGE_SIZE = 48; // spec 2 §9
export const SITE_LIST_SORT = 'website_sort_order_asc'; // website_sort_order ascending (spec 2 §2)

/** The dealer site list: the first 48 sites in the site's own order; a failed search is the list's error state. */
export async function loadDealerList(ctx: LoadContext): Promise<LoadResult<DealerListProps>> {
  const dealersPath = pagePath(ctx.site, 'dealers', ctx.language);
  if (dealersPath === null) return { kind: 'notFound' };
  const base = { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, dealersPath };
  const title = createTranslator(ctx.language)('dealers.heading');
  try {
    const result = await ctx.api.search(
      { index: 'sites', site: ctx.siteCode, limit: SITE_LIST_PAGE_SIZE, offset: 0, sort_name: SITE_LIST_SORT, fields: SITE_CARD_FIELDS },
      siteCardSchema,
    );
    return { kind: 'props', title, props: { ...base, result: { state: 'loaded', sites: result.content, total: result.total_items } } };
  } catch {
    // Spec 2 §8: a list error shows the generic carListError text; the page itself stays.
    return { kind: 'props', title, props: { ...base, result: { state: 'error' } } };
  }
}
