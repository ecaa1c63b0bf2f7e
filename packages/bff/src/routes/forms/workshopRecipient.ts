import type { ShowroomApi } from '@showroom/contracts';
import { searchWorkshopSites } from '@showroom/contracts/workshop-sites';
import { MOTORCYCLE_DEALER } from '@showroom/contracts/lead-forms';
import { SITES } from '@showroom/sites';

/** The sites whose market has the workshop booking form (dealergroup-no): their workshops are the only recipients. */
const WORKSHOP_MARKETS = Object.values(SITES)
  .filter((site) => site.paths.workshopBooking)
  .map((site) => site.code);

export type WorkshopRecipientResult = { ok: true; siteName: string; siteEmail: string } | { ok: false; detail: string };

/**
 * Where a workshop booking may go (spec 3 §3.4, §3.5): the fixed motorcycle dealer for a motorcycle, else
 * a workshop site of a market with the form, by its workshop e-mail as the picker gave it. The browser names
 * the workshop the visitor picked; it cannot name any other address, so the route is no open mail relay.
 */
export async function resolveWorkshopRecipient(api: ShowroomApi, values: { typeMC: boolean; siteEmail: string }): Promise<WorkshopRecipientResult> {
  if (values.typeMC) {
    return values.siteEmail === MOTORCYCLE_DEALER.workshopEmail
      ? { ok: true, siteName: MOTORCYCLE_DEALER.name, siteEmail: MOTORCYCLE_DEALER.workshopEmail }
      : { ok: false, detail: 'a motorcycle booking goes to the motorcycle dealer' };
  }
  for (const market of WORKSHOP_MARKETS) {
    const site = (await searchWorkshopSites(api, market)).find((s) => s.workshop_email !== null && s.workshop_email.toLowerCase() === values.siteEmail.toLowerCase());
    if (site?.workshop_email) return { ok: true, siteName: site.site_official_name, siteEmail: site.workshop_email };
  }
  return { ok: false, detail: 'siteEmail is not the workshop e-mail of a workshop site' };
}
