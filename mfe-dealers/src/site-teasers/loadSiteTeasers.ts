import { siteTeaserHitSchema, siteTeasersFieldsSchema, siteTeasersRequest, SITES_SEARCH_LIMIT, type SiteTeasersProps, z } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { pagePath } from '@showroom/sites';
import { validHits } from '../blocks/searchHits';

/**
 * A site teaser block's sites: its predefined query (4) or the sites index (100), in site-list order.
 * A failed search is an empty block, logged (spec 3 §7.4: search failures return empty data, so the
 * block renders nothing).
 */
export async function loadSiteTeasers(ctx: LoadContext): Promise<LoadResult<SiteTeasersProps>> {
  const fields = blockFields(siteTeasersFieldsSchema, ctx.fields);
  const base = {
    site: ctx.siteCode,
    language: ctx.language,
    apiBase: ctx.apiBase,
    dealersPath: pagePath(ctx.site, 'dealers', ctx.language),
    ...(fields.Title?.trim() ? { title: fields.Title.trim() } : {}),
  };
  try {
    const answer = await ctx.api.search(siteTeasersRequest(ctx.siteCode, fields.Filters), z.unknown());
    const sites = validHits(siteTeaserHitSchema, answer.content)
      .slice(0, SITES_SEARCH_LIMIT)
      .map(({ site_departments: _departments, ...site }) => site);
    return { kind: 'props', props: { ...base, sites } };
  } catch (error) {
    console.error(`[site teasers] ${ctx.siteCode}: the sites search failed, the block renders nothing: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'props', props: { ...base, sites: [] } };
  }
}
