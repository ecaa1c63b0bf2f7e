import { z } from 'zod';
import { dealerPickerRequest, pickerSiteHitSchema, SITES_SEARCH_LIMIT, workshopSites, type PickerSite, type ShowroomApi, type SiteCodeValue } from '@showroom/contracts';
import { validHits } from '../blocks/searchHits';

/**
 * A market's workshop sites for the picker: the search asks for sites with a Workshop department, and the
 * answer is filtered again, so a site without one is never offered whatever the service answers.
 */
export async function searchWorkshopSites(api: ShowroomApi, site: SiteCodeValue): Promise<PickerSite[]> {
  const answer = await api.search(dealerPickerRequest(site), z.unknown());
  return workshopSites(validHits(pickerSiteHitSchema, answer.content)).slice(0, SITES_SEARCH_LIMIT);
}
