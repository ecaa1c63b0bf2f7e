import { dealerPickerFieldsSchema, type DealerPickerProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { pagePath } from '@showroom/sites';
import { searchWorkshopSites } from '@showroom/contracts/workshop-sites';

/** The picker placed as a content block: its workshop sites, or its error state (logged) when the search fails. */
export async function loadDealerPicker(ctx: LoadContext): Promise<LoadResult<DealerPickerProps>> {
  const fields = blockFields(dealerPickerFieldsSchema, ctx.fields);
  const base = {
    site: ctx.siteCode,
    language: ctx.language,
    apiBase: ctx.apiBase,
    name: fields.Name ?? 'dealer',
    dealersPath: fields.ShowSiteLinks === false ? null : pagePath(ctx.site, 'dealers', ctx.language),
    ...(fields.Title?.trim() ? { legend: fields.Title.trim() } : {}),
  };
  try {
    return { kind: 'props', props: { ...base, result: { state: 'loaded', sites: await searchWorkshopSites(ctx.api, ctx.siteCode) } } };
  } catch (error) {
    console.error(`[dealer picker] ${ctx.siteCode}: the workshop sites search failed: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'props', props: { ...base, result: { state: 'error' } } };
  }
}
