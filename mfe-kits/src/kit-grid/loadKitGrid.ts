import { partialKitSchema, type KitGridProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';
import { KIT_CARD_FIELDS, toKitCards } from './kitCard';

export const KIT_PAGE_SIZE = 48; // spec 3 §9

/**
 * The first page of kits, prefetched on the server (spec 3, 2.1). Only sites with a kits page have
 * one; a failed search is the grid's error state, not an exception.
 */
export async function loadKitGrid(ctx: LoadContext): Promise<LoadResult<KitGridProps>> {
  if (pagePath(ctx.site, 'kits', ctx.language) === null) return { kind: 'notFound' };
  const base = { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase };
  const title = createTranslator(ctx.language)('kits.heading');
  try {
    const result = await ctx.api.search(
      { index: 'kits', site: ctx.siteCode, limit: KIT_PAGE_SIZE, offset: 0, fields: [...KIT_CARD_FIELDS] },
      partialKitSchema,
    );
    return { kind: 'props', title, props: { ...base, result: { state: 'loaded', kits: toKitCards(result.content), total: result.total_items } } };
  } catch {
    return { kind: 'props', title, props: { ...base, result: { state: 'error' } } };
  }
}
