import { dealerPickerRequest, pickerSiteHitSchema, SITES_SEARCH_LIMIT, workshopSites, type PickerSite, type ShowroomApi, type SiteCodeValue, z } from '@showroom/contracts';

// The one search for a market's workshops, which the dealer picker offers, the workshop form lists without a picker,
// and the BFF checks a booking's recipient against: an entry of its own, since the contracts' root goes whole into
// every page and only those three need it.

/**
 * A market's workshop sites (spec 3 §3.5): the search asks for sites with a Workshop department, the answer is
 * filtered again, so a site without one is never offered whatever the service answers, and a malformed hit costs
 * that site, not the list.
 */
export async function searchWorkshopSites(api: ShowroomApi, site: SiteCodeValue): Promise<PickerSite[]> {
  const answer = await api.search(dealerPickerRequest(site), z.unknown());
  const hits = answer.content.flatMap((hit) => {
    const parsed = pickerSiteHitSchema.safeParse(hit);
    return parsed.success ? [parsed.data] : [];
  });
  return workshopSites(hits).slice(0, SITES_SEARCH_LIMIT);
}
