import { type WorkshopBookingFormProps, type WorkshopDealer } from '@showroom/contracts';
import { searchWorkshopSites } from '@showroom/contracts/workshop-sites';
import { workshopBookingFieldsSchema } from '@showroom/contracts/form-block-fields';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';

/** The market's workshop sites for the form's own select: the picker's search and rules (spec 3 §3.5), from the contracts. */
async function workshopDealers(ctx: LoadContext): Promise<WorkshopDealer[]> {
  return (await searchWorkshopSites(ctx.api, ctx.siteCode)).map((site) => ({ site_id: site.site_id, name: site.site_official_name, workshopEmail: site.workshop_email }));
}

/**
 * The workshop form as a content block (or a partner's element). With a PickerField the page's dealer picker
 * chooses the dealer and nothing is loaded; without one the form offers the market's workshop sites itself, and
 * a failed search leaves it saying so (logged), the rest of the form still there.
 */
export async function loadWorkshopBookingForm(ctx: LoadContext): Promise<LoadResult<WorkshopBookingFormProps>> {
  const fields = blockFields(workshopBookingFieldsSchema, ctx.fields);
  const base = { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, ...(fields.Title ? { title: fields.Title } : {}) };
  if (fields.PickerField) return { kind: 'props', props: { ...base, pickerField: fields.PickerField, dealers: [], dealersFailed: false } };
  try {
    return { kind: 'props', props: { ...base, pickerField: null, dealers: await workshopDealers(ctx), dealersFailed: false } };
  } catch (error) {
    console.error(`[workshop form] ${ctx.siteCode}: the workshop sites search failed: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'props', props: { ...base, pickerField: null, dealers: [], dealersFailed: true } };
  }
}
