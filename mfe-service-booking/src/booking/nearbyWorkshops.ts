import { partialDealerSiteSchema, type PartialDealerSite, type ShowroomApi } from '@showroom/contracts';
import { distanceKm, type SiteCode } from '@showroom/sites';

/** How many workshops the interim step offers to contact. */
export const NEARBY_WORKSHOPS = 3;
/** Spec 3 §7.4: the sites index is read with limit 100. */
const SITES_LIMIT = 100;
const FIELDS = ['site_id', 'site_official_name', 'site_street', 'site_zip', 'site_city', 'site_phone', 'site_email', 'site_geocoord', 'site_departments'];

/** A workshop the visitor can call or e-mail to book. */
export interface WorkshopContact {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
}

/**
 * The workshops nearest the place, those that service the car's brand first when any do. A workshop is a
 * site with a Workshop department; its phone and e-mail are that department's, else the site's (spec 3 §3.5).
 */
export function nearestWorkshops(sites: readonly PartialDealerSite[], place: { latitude: number; longitude: number }, brand: string): WorkshopContact[] {
  const candidates = sites.flatMap((site) => {
    const workshop = site.site_departments?.find((d) => d.group === 'Workshop');
    const [lat, lng] = (site.site_geocoord ?? '').split(',').map(Number);
    if (!workshop || !site.site_id || lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) return [];
    const forBrand = workshop.brands.some((b) => b.brand_name?.toLowerCase() === brand.toLowerCase());
    const address = [site.site_street, [site.site_zip, site.site_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const contact: WorkshopContact = { id: site.site_id, name: site.site_official_name ?? workshop.name, address, phone: workshop.phone || site.site_phone || null, email: workshop.email || site.site_email || null };
    return [{ contact, forBrand, km: distanceKm(place, { latitude: lat, longitude: lng }) }];
  });
  const reachable = candidates.filter((c) => c.contact.phone || c.contact.email);
  const pool = reachable.some((c) => c.forBrand) ? reachable.filter((c) => c.forBrand) : reachable;
  return pool.sort((a, b) => a.km - b.km).slice(0, NEARBY_WORKSHOPS).map((c) => c.contact);
}

/** The site's workshops nearest the place, from the sites index; empty when the search fails. */
export async function fetchNearbyWorkshops(api: ShowroomApi, site: SiteCode, place: { latitude: number; longitude: number }, brand: string): Promise<WorkshopContact[]> {
  try {
    const answer = await api.search({ index: 'sites', site, limit: SITES_LIMIT, fields: FIELDS }, partialDealerSiteSchema);
    return nearestWorkshops(answer.content, place, brand);
  } catch {
    return [];
  }
}
