import { CAR_CARD_FIELDS, carCardSchema, type CarListProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';

export const CAR_LIST_PAGE_SIZE = 48; // spec 2 §9

/** The first page of the car list: 48 cars, newest first; a failed search is the list's error state, not an exception. */
export async function loadCarList(ctx: LoadContext): Promise<LoadResult<CarListProps>> {
  const carListPath = pagePath(ctx.site, 'carList', ctx.language) ?? '/';
  const carDetailBase = pagePath(ctx.site, 'carDetail', ctx.language) ?? carListPath;
  const keyphrase = typeof ctx.query.keyphrase === 'string' ? ctx.query.keyphrase.slice(0, 200) : undefined;
  const base = { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, carListPath, carDetailBase };
  const title = createTranslator(ctx.language)('carList.heading');
  try {
    const result = await ctx.api.search(
      { index: 'cars', site: ctx.siteCode, limit: CAR_LIST_PAGE_SIZE, offset: 0, sort_name: 'newest', fields: CAR_CARD_FIELDS, ...(keyphrase ? { keyphrase } : {}) },
      carCardSchema,
    );
    return { kind: 'props', title, props: { ...base, result: { state: 'loaded', cars: result.content, total: result.total_items } } };
  } catch {
    return { kind: 'props', title, props: { ...base, result: { state: 'error' } } };
  }
}
